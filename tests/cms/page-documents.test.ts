import { describe, expect, it } from 'vitest'
import { withImageAssets } from '@/lib/content/sources/bundled'
import { loadBundledDataset } from '../support/dataset'
import { contentLakeQueryHandler, contentLayerForTestProject, testProject } from '../support/sanity-msw'
import { mswServer } from '../support/msw-server'

/*
 * The page documents through the content layer and the real @sanity/client, with msw answering
 * as the Content Lake would (images on its CDN): each page's words, and a clear stop when one is missing.
 */

const cdn = (file: string) => `https://cdn.sanity.io/images/${testProject.projectId}/${testProject.dataset}/${file}`
const dataset = withImageAssets(loadBundledDataset(), cdn)
const server = mswServer()

describe('page documents from the Content Lake', () => {
  it('give each fixed page its sections, the home page its slides from the image CDN, and the pricing table its words', async () => {
    server.use(contentLakeQueryHandler(dataset))
    const content = await contentLayerForTestProject()
    const [settings, home, features, pricing, contact] = await Promise.all([
      content.getSiteSettings('en'),
      content.getFixedPage('home', 'en'),
      content.getFixedPage('features', 'en'),
      content.getFixedPage('pricing', 'es'),
      content.getFixedPage('contact', 'en'),
    ])
    expect(settings.headerLinks.map((link) => link.label)).toEqual(['Features', 'Pricing', 'Contact Us'])
    expect(settings.billing.annualLabel).toBe('Annual (Save 20%)')
    // The seed's order of the home page's sections is the bundled dataset's default, with the proof a buyer looks for.
    expect(home.sections.map((section) => section._type)).toEqual([
      'heroSection',
      'logosSection',
      'featureGridSection',
      'featureGridSection',
      'testimonialsSection',
      'claimsSection',
      'ctaBandSection',
      'faqSection',
    ])
    const [hero] = home.sections
    expect(hero?._type === 'heroSection' && hero.heading).toBe('One connected platform for every ward, clinic and lab')
    expect(hero?._type === 'heroSection' && hero.slides.map((slide) => slide.image.asset.url)).toEqual([
      cdn('97fe71d8a7ca3107e29ee864facfc4cb975432d6-1200x800.webp'),
      cdn('8f0d341d3310417b2ef1c561c53e99a61cfc8acd-1200x800.webp'),
      cdn('0bfb3c072823f908d3347ac449e4e1ce4028a740-1200x800.webp'),
    ])
    expect(features.seo.title).toBe('Features | MediCore')
    expect(pricing.fixedPage).toBe('pricing')
    expect(pricing.seo.title).toMatch(/Precios/)
    expect(contact.sections.find((section) => section._type === 'contactFormSection')?.heading).toBe(
      'Send us a message',
    )
  })

  it.each([
    ['home', 'page-home', 'The fixed page “Home page” document (page) is missing'],
    ['settings', 'siteSettings', 'The site settings document (siteSettings) is missing'],
  ] as const)('the %s getter stops with a message naming the missing document', async (which, id, message) => {
    server.use(contentLakeQueryHandler(dataset.filter((document) => document._id !== id)))
    const content = await contentLayerForTestProject()
    const read = which === 'home' ? content.getFixedPage('home', 'en') : content.getSiteSettings('en')
    await expect(read).rejects.toThrow(message)
  })

  it('give a page built from sections the share image staff chose, and its drawn card otherwise', async () => {
    const [hero] = dataset.find((document) => document._id === 'page-home')!.sections as {
      slides: { image: object }[]
    }[]
    const slides = hero!.slides
    const withImage = dataset.map((document) =>
      document._id === 'page-security'
        ? { ...document, seo: { ...(document.seo as object), shareImage: slides[0]!.image } }
        : document,
    )
    server.use(contentLakeQueryHandler(withImage))
    await contentLayerForTestProject()
    const { generateMetadata } = await import('@/app/[locale]/(site)/[slug]/page')
    const metadataOf = (slug: string) => generateMetadata({ params: Promise.resolve({ locale: 'en', slug }) })
    const chosen = (await metadataOf('security')).openGraph?.images as { url: string; width: number }[]
    expect(chosen).toEqual([
      expect.objectContaining({
        url: expect.stringContaining(cdn('97fe71d8a7ca3107e29ee864facfc4cb975432d6-1200x800.webp')),
        width: 1200,
      }),
    ])
    // No image chosen: the card the opengraph-image file beside the page draws, at the address it is served at.
    expect((await metadataOf('accessibility')).openGraph?.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/accessibility\/opengraph-image-\w{6}\/card$/) }),
    ])
  })
})
