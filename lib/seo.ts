import type { Metadata } from 'next'
import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route'
import { toPlainText } from '@portabletext/react'
import {
  getFixedPage,
  getPublishedLegalPage,
  getSiteSettings,
  type Faq,
  type Post,
  type PricingPlan,
  type SanityImage,
  type SiteSettings,
} from './content'
import { shareImageOf } from './content/image-url'
import { defaultLocale, localeNames, locales, localizedPath, type Locale } from './i18n/locales'
import { messagesFor } from './i18n/messages'
import { pageLocale, type LocaleProps } from './i18n/request'
import { siteText } from './i18n/site-text'
import type { FixedPageName } from './pages/fixed-pages'
import { routes, staticRoutes } from './routes'
import { site } from './site'
import { absoluteUrl, feedPath, legalPagePath } from './addresses'

/**
 * The site's public address, for canonical URLs, Open Graph, the sitemap and JSON-LD.
 * Read when the pages are built (they are static); SITE_URL overrides the default.
 */

/** The size of the share cards the site draws (the opengraph-image files). */
export const shareCardSize = { width: 1200, height: 630 }

/** The shared social card in `locale`, drawn by app/[locale]/opengraph-image.tsx. */
export const socialImage = (locale: Locale) => ({
  url: localizedPath('/opengraph-image', locale),
  ...shareCardSize,
  alt: siteText(locale).shareAlt(site.name),
  type: 'image/png',
})

/**
 * The app folder whose opengraph-image.tsx draws the own card of the page at `path` (without a
 * language prefix): an article's, a page built from sections' or a collection's document's.
 */
export function ownCardFolder(path: string): string {
  const segments = path.split('/').slice(1)
  if (segments.length === 2 && `/${segments[0]}` === routes.blog.path) return '/[locale]/(site)/blog/[slug]'
  return segments.length === 1 ? '/[locale]/(site)/[slug]' : '/[locale]/(site)/[slug]/[item]'
}

/**
 * The address of a page's own share card: the page's, in its language, plus the segment Next
 * names the card of the route in its folder by (opengraph-image-<hash of the folder>), made by
 * Next's own function. Next would write the English one under /en (app/[locale]'s address
 * inside), which answers 308; this is the address the card is served at.
 */
export const ownCardPath = (path: string, locale: Locale) => {
  const named = fillMetadataSegment(ownCardFolder(path), { locale, slug: '_', item: '_' }, 'opengraph-image', false)
  return `${localizedPath(path, locale)}/${named.split('/').at(-1)}/card`
}

/** A page's own share card as Open Graph and Twitter images, with the alt text its opengraph-image gives it. */
const ownCardImage = (path: string, locale: Locale) => ({
  url: ownCardPath(path, locale),
  ...shareCardSize,
  alt:
    ownCardFolder(path) === '/[locale]/(site)/blog/[slug]'
      ? siteText(locale).blog.shareAlt(site.name)
      : siteText(locale).shareAlt(site.name),
  type: 'image/png',
})

/** Each language's version of a page, by its path without a language prefix (the same for the fixed pages). */
export type Translations = Partial<Record<Locale, string>>

/** Every language has the page at the same path: the fixed pages. */
const everyLanguage = (path: string): Translations => Object.fromEntries(locales.map((locale) => [locale, path]))

/**
 * A legal page's versions: its path in each language that has published its document. Unlike the
 * other fixed pages, a live dataset may lack one language's legal page, whose address is then a 404.
 */
export async function legalPageTranslations(slug: string): Promise<Translations> {
  const found = await Promise.all(locales.map(async (locale) => [locale, await getPublishedLegalPage(slug, locale)]))
  return Object.fromEntries(found.flatMap(([locale, page]) => (page ? [[locale, legalPagePath(slug)]] : [])))
}

/** A fixed page's versions: every language's, but a legal page's only in the languages that have published it. */
export async function fixedPageTranslations(path: string): Promise<Translations> {
  const route = staticRoutes.find((fixed) => fixed.path === path)
  return route?.content === 'legalPage' ? legalPageTranslations(path.slice(1)) : everyLanguage(path)
}

/**
 * The page's address in each language, as hreflang alternates, with x-default the English one; none
 * when the page exists in one language only (an untranslated article).
 */
export function languageAlternates(translations: Translations): Record<string, string> | undefined {
  const entries = locales.flatMap((locale) => {
    const path = translations[locale]
    return path === undefined ? [] : [[localeNames[locale].htmlLang, localizedPath(path, locale)] as const]
  })
  if (entries.length < 2) return undefined
  const fallback = translations[defaultLocale]
  return Object.fromEntries([
    ...entries,
    ...(fallback === undefined ? [] : [['x-default', localizedPath(fallback, defaultLocale)]]),
  ])
}

/** What a page that is not there says in `locale`: the 404 page's, and a missing article's or category's. */
export const notFoundMetadata = (locale: Locale): Metadata => {
  const { title, description } = siteText(locale).notFound
  return { title, description, robots: { index: false } }
}

type PageSeo = {
  /** The page's own path without a language prefix; with the language, its canonical URL. */
  path: string
  locale: Locale
  /** Its versions in each language; by default, this one only. */
  translations?: Translations
  title: string | { absolute: string }
  description: string
  /**
   * 'site' for the site's drawn card, 'own' when the route draws its own share image (an
   * opengraph-image file beside the page; named here at its unprefixed address), or an image from the CMS.
   */
  shareImage?: 'site' | 'own' | SanityImage
}

/** A page's title, description, canonical URL, language alternates, and Open Graph and Twitter cards that match them. */
export function pageMetadata({
  path,
  locale,
  translations,
  title,
  description,
  shareImage = 'site',
}: PageSeo): Metadata {
  const cardTitle = typeof title === 'string' ? `${title} | ${site.name}` : title.absolute
  const image =
    shareImage === 'own'
      ? ownCardImage(path, locale)
      : shareImage === 'site'
        ? socialImage(locale)
        : shareImageOf(shareImage)
  const images = { images: [image] }
  const canonical = localizedPath(path, locale)
  const languages = translations && languageAlternates(translations)
  const otherLocales = locales.filter((other) => other !== locale && translations?.[other] !== undefined)
  return {
    title,
    description,
    alternates: { canonical, ...(languages && { languages }) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: localeNames[locale].openGraph,
      ...(otherLocales.length > 0 && { alternateLocale: otherLocales.map((other) => localeNames[other].openGraph) }),
      url: canonical,
      title: cardTitle,
      description,
      ...images,
    },
    twitter: { card: 'summary_large_image', title: cardTitle, description, ...images },
  }
}

/** A page of the blog: its metadata, with the blog's feed announced so feed readers find it. */
export function blogPageMetadata(seo: PageSeo): Metadata {
  const metadata = pageMetadata(seo)
  return { ...metadata, alternates: { ...metadata.alternates, ...feedAlternate(seo.locale) } }
}

/** The blog's list: its title and description are the site's own words. */
export const blogMetadata = (locale: Locale) => {
  const { title, description } = siteText(locale).blog
  return blogPageMetadata({
    path: routes.blog.path,
    locale,
    translations: everyLanguage(routes.blog.path),
    title,
    description,
  })
}

/** How a page's own title shows in the browser's tab and search results: "Pricing | MediCore". */
export const titleTemplate = `%s | ${site.name}`

/** The public pages' default title and description, from the site settings: their layouts' metadata. */
export async function siteDefaultMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { defaultSeo } = await getSiteSettings(await pageLocale(params))
  return { title: { template: titleTemplate, default: defaultSeo.title }, description: defaultSeo.description }
}

/**
 * A page whose search settings are its CMS document's `seo`: the full title as staff wrote it, its
 * description, and its share image, else the site's default one (site settings), else the drawn card.
 * The page exists in every language (the build fails when a language lacks its document).
 */
export function cmsPageMetadata(name: FixedPageName) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const [{ seo }, { defaultSeo }] = await Promise.all([getFixedPage(name, locale), getSiteSettings(locale)])
    const { path } = routes[name]
    return pageMetadata({
      path,
      locale,
      translations: everyLanguage(path),
      title: { absolute: seo.title },
      description: seo.description,
      shareImage: seo.shareImage ?? defaultSeo.shareImage ?? 'site',
    })
  }
}

/** The account pages whose title and description are their form's words (lib/i18n/messages). */
type FormPageName = 'signIn' | 'signUp' | 'forgotPassword' | 'passwordReset' | 'confirmEmail' | 'twoStep' | 'notMe'

/** An account form's page: its title and description are its messages' `meta`, in the page's language. */
export function formPageMetadata(name: FormPageName) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const locale = await pageLocale(params)
    return pageMetadata({ ...messagesFor(locale)[name].meta, path: routes[name].path, locale })
  }
}

/*
 * JSON-LD (schema.org), built from the same content the pages show. `inLanguage` is on every thing
 * schema.org gives it to (CreativeWork and its kinds: WebSite, FAQPage, SoftwareApplication,
 * BlogPosting); an Organization and a BreadcrumbList (an ItemList, which is Intangible) have no such
 * property, and their names are already in the page's language.
 */

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

export function websiteJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    // Each language's site is a node of its own: one @id with two urls and languages would contradict itself.
    '@id': absoluteUrl(`${localizedPath('/', locale)}#website`),
    name: site.name,
    url: absoluteUrl(localizedPath('/', locale)),
    inLanguage: localeNames[locale].htmlLang,
    publisher: { '@id': absoluteUrl('/#organization') },
  }
}

/** A page built from sections: a WebPage in its language, part of the site. */
export function webPageJsonLd(page: { title: string; seo: { description: string } }, path: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': absoluteUrl(`${path}#webpage`),
    name: page.title,
    description: page.seo.description,
    url: absoluteUrl(path),
    inLanguage: localeNames[locale].htmlLang,
    isPartOf: { '@id': absoluteUrl(`${localizedPath('/', locale)}#website`) },
    publisher: { '@id': absoluteUrl('/#organization') },
  }
}

export function faqPageJsonLd(faqs: Pick<Faq, 'question' | 'answer'>[], path: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    inLanguage: localeNames[locale].htmlLang,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(faq.answer as PortableTextValue) },
    })),
  }
}

/** The plans as one SoftwareApplication with an Offer per plan and billing period, in US dollars. */
export function pricingJsonLd(
  plans: Pick<PricingPlan, 'name' | 'tagline' | 'monthlyPrice' | 'annualPrice'>[],
  locale: Locale,
) {
  const url = absoluteUrl(localizedPath(routes.pricing.path, locale))
  const offer = (plan: (typeof plans)[number], period: 'monthly' | 'annual') => ({
    '@type': 'Offer',
    name: siteText(locale).pricing.offer(plan.name, period),
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
    url,
    availability: 'https://schema.org/InStock',
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: site.name,
    url,
    inLanguage: localeNames[locale].htmlLang,
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'Healthcare management',
    operatingSystem: 'Web',
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
    offers: plans.flatMap((plan) => [offer(plan, 'monthly'), offer(plan, 'annual')]),
  }
}

/** The blog's feed in `locale`, announced in the head of the blog's pages. */
const feedAlternate = (locale: Locale) => ({
  types: {
    'application/rss+xml': [{ url: localizedPath(feedPath, locale), title: siteText(locale).blog.feed(site.name) }],
  },
})

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
export function blogPostingJsonLd(post: ArticleForJsonLd, path: string, wordCount: number, locale: Locale) {
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
    inLanguage: localeNames[locale].htmlLang,
  }
}
