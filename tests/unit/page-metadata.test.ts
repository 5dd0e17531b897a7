import { describe, expect, it } from 'vitest'
import type { SanityImage } from '@/lib/content'
import { siteSettingsModel } from '@/lib/content/models/siteSettings'
import { siteSettingsQuery } from '@/lib/content/queries'
import { queryBundled } from '../support/dataset'
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  pageMetadata,
  pricingJsonLd,
  socialImage,
  websiteJsonLd,
} from '@/lib/seo'

/* A page's share card: the site's drawn card, or the image staff chose in the page's search settings. */

const image = (url: string): SanityImage => ({
  alt: 'The patient queue on a ward screen',
  asset: { _id: 'image-df893c0c3acbbdd9cf3b5f040f17d4aacfe9de35-1200x800-webp', url, width: 1200, height: 800 },
  hotspot: { x: 0.8, y: 0.2, width: 0.3, height: 0.3 },
})

const cardOf = (shareImage: Parameters<typeof pageMetadata>[0]['shareImage']) => {
  const metadata = pageMetadata({
    path: '/',
    locale: 'en',
    title: { absolute: 'MediCore' },
    description: 'A page.',
    shareImage,
  })
  return { og: metadata.openGraph?.images, twitter: metadata.twitter?.images }
}

describe('share images', () => {
  it('are the site’s drawn card by default', () => {
    expect(cardOf('site')).toEqual({ og: [socialImage('en')], twitter: [socialImage('en')] })
  })

  it('from Sanity’s CDN are cropped to 1200×630 around the hotspot', () => {
    const cdn = image(
      'https://cdn.sanity.io/images/abc123de/production/df893c0c3acbbdd9cf3b5f040f17d4aacfe9de35-1200x800.webp',
    )
    const [card] = cardOf(cdn).og as { url: string; width: number; height: number; alt: string }[]
    expect(card).toMatchObject({ width: 1200, height: 630, alt: 'The patient queue on a ward screen' })
    const url = new URL(card!.url)
    expect(url.origin + url.pathname).toBe(
      'https://cdn.sanity.io/images/abc123de/production/df893c0c3acbbdd9cf3b5f040f17d4aacfe9de35-1200x800.webp',
    )
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop' })
    // Cropped around the hotspot: a rectangle from the original that keeps (0.8, 0.2) in view.
    expect(url.searchParams.get('rect')).toMatch(/^\d+,\d+,\d+,\d+$/)
  })

  it('from the bundled dataset are the file itself, at its size', () => {
    const [card] = cardOf(image('/media/df893c0c3acbbdd9cf3b5f040f17d4aacfe9de35-1200x800.webp')).og as unknown[]
    expect(card).toEqual({
      url: '/media/df893c0c3acbbdd9cf3b5f040f17d4aacfe9de35-1200x800.webp',
      width: 1200,
      height: 800,
      alt: 'The patient queue on a ward screen',
    })
  })
})

describe('a Spanish page', () => {
  it('describes the site’s card in Spanish', () => {
    expect(socialImage('es')).toMatchObject({
      url: '/es/opengraph-image',
      alt: 'MediCore: gestión y análisis de datos de salud para hospitales y clínicas',
    })
  })

  it('names its plans’ offers in Spanish in the pricing JSON-LD', () => {
    const plan = { name: 'Básico', tagline: 'Para clínicas', monthlyPrice: 29, annualPrice: 278 }
    expect(pricingJsonLd([plan], 'es').offers.map((offer) => offer.name)).toEqual([
      'Básico (facturación mensual)',
      'Básico (facturación anual)',
    ])
  })
})

describe('JSON-LD in each language', () => {
  const faqs = [{ question: '¿Cumple con HIPAA?', answer: [] }]

  it('says the language of the FAQ page and of the website, each language’s website a node of its own', () => {
    expect(faqPageJsonLd(faqs, '/es', 'es')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'es-US' })
    expect(faqPageJsonLd(faqs, '/', 'en')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en-US' })
    const [english, spanish] = [websiteJsonLd('en'), websiteJsonLd('es')]
    expect(english).toMatchObject({ inLanguage: 'en-US', '@id': expect.stringMatching(/\/#website$/) })
    expect(spanish).toMatchObject({ inLanguage: 'es-US', '@id': expect.stringMatching(/\/es#website$/) })
  })

  it('gives no inLanguage to the types schema.org does not give it to (Organization, BreadcrumbList)', async () => {
    const { contact } = await queryBundled(siteSettingsQuery, siteSettingsModel, 'es')
    expect(organizationJsonLd(contact)).not.toHaveProperty('inLanguage')
    expect(breadcrumbJsonLd([{ name: 'Inicio', path: '/es' }])).not.toHaveProperty('inLanguage')
  })
})
