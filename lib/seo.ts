import type { Metadata } from 'next'
import { toPlainText } from '@portabletext/react'
import {
  getSiteSettings,
  type Faq,
  type Post,
  type PricingPlan,
  type SanityImage,
  type Seo,
  type SiteSettings,
} from './content'
import { shareImageOf } from './content/image-url'
import { variable } from './env/server'
import { routes, type RoutesWhere } from './routes'
import { site } from './site'

/**
 * The site's public address, for canonical URLs, Open Graph, the sitemap and JSON-LD.
 * Read when the pages are built (they are static); SITE_URL overrides the default.
 */
export const siteUrl = variable('SITE_URL')

/** An absolute URL on the site for one of its paths. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl).toString()

/** The shared social card, drawn by app/opengraph-image.tsx. */
export const socialImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline.toLowerCase()} for hospitals and clinics`,
  type: 'image/png',
}

type PageSeo = {
  /** The page's own path, which becomes its canonical URL. */
  path: string
  title: string | { absolute: string }
  description: string
  /**
   * 'site' for the site's drawn card, 'own' when the route draws its own share image (an
   * opengraph-image file beside the page), or an image from the CMS.
   */
  shareImage?: 'site' | 'own' | SanityImage
}

/** A page's title, description, canonical URL, and Open Graph and Twitter cards that match them. */
export function pageMetadata({ path, title, description, shareImage = 'site' }: PageSeo): Metadata {
  const cardTitle = typeof title === 'string' ? `${title} | ${site.name}` : title.absolute
  const images =
    shareImage === 'own' ? {} : { images: [shareImage === 'site' ? socialImage : shareImageOf(shareImage)] }
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      url: path,
      title: cardTitle,
      description,
      ...images,
    },
    twitter: { card: 'summary_large_image', title: cardTitle, description, ...images },
  }
}

/** A page whose title and description are written in lib/routes.ts. */
export const codePageMetadata = (name: RoutesWhere<{ metadata: { title: string; description: string } }>) =>
  pageMetadata({ path: routes[name].path, ...routes[name].metadata })

/** How a page's own title shows in the browser's tab and search results: "Pricing | MediCore". */
export const titleTemplate = `%s | ${site.name}`

/** The public pages' default title and description, from the site settings: their layouts' metadata. */
export async function siteDefaultMetadata(): Promise<Metadata> {
  const { defaultSeo } = await getSiteSettings()
  return { title: { template: titleTemplate, default: defaultSeo.title }, description: defaultSeo.description }
}

/**
 * A page whose search settings are its CMS document's `seo`: the full title as staff wrote it, its
 * description, and its share image, else the site's default one (site settings), else the drawn card.
 */
export async function cmsPageMetadata(
  name: RoutesWhere<{ metadata: 'document' }>,
  getPage: () => Promise<{ seo: Seo }>,
): Promise<Metadata> {
  const [{ seo }, { defaultSeo }] = await Promise.all([getPage(), getSiteSettings()])
  return pageMetadata({
    path: routes[name].path,
    title: { absolute: seo.title },
    description: seo.description,
    shareImage: seo.shareImage ?? defaultSeo.shareImage ?? 'site',
  })
}

/* JSON-LD (schema.org), built from the same content the pages show. */

type PortableTextValue = Parameters<typeof toPlainText>[0]

export function organizationJsonLd(contact: SiteSettings['contact']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.countryCode,
    },
  }
}

export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': absoluteUrl('/#organization') },
  }
}

export function faqPageJsonLd(faqs: Pick<Faq, 'question' | 'answer'>[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(faq.answer as PortableTextValue) },
    })),
  }
}

/** The plans as one SoftwareApplication with an Offer per plan and billing period, in US dollars. */
export function pricingJsonLd(plans: Pick<PricingPlan, 'name' | 'tagline' | 'monthlyPrice' | 'annualPrice'>[]) {
  const offer = (plan: (typeof plans)[number], period: 'monthly' | 'annual') => ({
    '@type': 'Offer',
    name: `${plan.name} (${period === 'monthly' ? 'monthly' : 'annual'} billing)`,
    ...(plan.tagline && { description: plan.tagline }),
    price: period === 'monthly' ? plan.monthlyPrice : plan.annualPrice,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: period === 'monthly' ? plan.monthlyPrice : plan.annualPrice,
      priceCurrency: 'USD',
      billingDuration: period === 'monthly' ? 'P1M' : 'P1Y',
      unitCode: period === 'monthly' ? 'MON' : 'ANN',
    },
    url: absoluteUrl(routes.pricing.path),
    availability: 'https://schema.org/InStock',
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: site.name,
    url: absoluteUrl(routes.pricing.path),
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'Healthcare management',
    operatingSystem: 'Web',
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
    offers: plans.flatMap((plan) => [offer(plan, 'monthly'), offer(plan, 'annual')]),
  }
}

/** The blog's feed, announced in the head of the blog's pages so feed readers find it. */
export const feedAlternate = {
  types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${site.name} blog` }] },
}

type Crumb = { name: string; path: string }

/** The trail from the home page to a page, as schema.org's BreadcrumbList. */
export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

type ArticleForJsonLd = Pick<Post, 'title' | 'excerpt' | 'publishedAt' | 'slug'> & {
  coverImage: Pick<Post['coverImage'], 'asset'>
  author: Pick<Post['author'], 'name' | 'role'>
  category: Pick<Post['category'], 'title'>
}

/** An article as schema.org's BlogPosting, with the same words and dates the page shows. */
export function blogPostingJsonLd(post: ArticleForJsonLd, path: string, wordCount: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': absoluteUrl(`${path}#article`),
    mainEntityOfPage: absoluteUrl(path),
    url: absoluteUrl(path),
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.coverImage.asset.url),
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: {
      '@id': absoluteUrl('/#organization'),
      '@type': 'Organization',
      name: site.name,
      logo: absoluteUrl('/icon.svg'),
    },
    articleSection: post.category.title,
    wordCount,
    inLanguage: 'en-US',
  }
}
