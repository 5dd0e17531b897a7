import { defineLocations, type DocumentLocation, type PresentationPluginOptions } from 'sanity/presentation'
import type { FeatureGroup } from '../lib/content/models/feature'
import { categoryPath, legalPagePath, postPath } from '../lib/blog/paths'
import { pageDocumentRoutes, routes, type RouteName } from '../lib/routes'

/*
 * Where each content type appears on the site, so the Presentation tool can open the
 * page a document is shown on (and list those pages above the document's form).
 */

const at = (name: RouteName): DocumentLocation => ({ title: routes[name].name, href: routes[name].path })
const home = at('home')
const featuresPage = at('features')
const pricingPage = at('pricing')
const contactPage = at('contact')
const blog = at('blog')

/** The pages that list each section of features (see app/(site)/page.tsx and features/page.tsx). */
export const featurePages: Record<FeatureGroup, DocumentLocation[]> = {
  capability: [home, featuresPage],
  module: [home],
  benefit: [home],
  coreValue: [featuresPage],
  stakeholder: [featuresPage],
}

/** A slug from a location's selection, when it has one. */
const slugOf = (value: Record<string, unknown> | null | undefined) =>
  typeof value?.slug === 'string' && value.slug ? value.slug : undefined

/** A page document is shown on its one page. */
const onPage = (page: DocumentLocation) => defineLocations({ locations: [page] })

/** The page documents (one per site), each on the route lib/routes.ts fills with it. */
const pageDocuments = Object.fromEntries(pageDocumentRoutes.map((name) => [routes[name].content, onPage(at(name))]))

export const locations: NonNullable<PresentationPluginOptions['resolve']>['locations'] = {
  ...pageDocuments,
  siteSettings: defineLocations({
    locations: [home, featuresPage, pricingPage, contactPage, blog],
    message: 'Shown on every page: the header, the footer and the default search title.',
  }),
  pricingPlan: defineLocations({
    select: { name: 'name' },
    resolve: () => ({ locations: [pricingPage] }),
  }),
  faq: defineLocations({
    select: { question: 'question' },
    resolve: () => ({ locations: [home] }),
  }),
  claim: defineLocations({
    select: { statement: 'statement' },
    resolve: () => ({ locations: [home, featuresPage] }),
  }),
  feature: defineLocations({
    select: { group: 'group' },
    resolve: (feature) => {
      const pages = featurePages[feature?.group as FeatureGroup]
      return pages
        ? { locations: pages }
        : {
            locations: [home, featuresPage],
            message: 'Choose “Where it appears” to see this feature on its page.',
            tone: 'caution',
          }
    },
  }),
  post: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (post) => {
      const slug = slugOf(post)
      return slug
        ? { locations: [{ title: String(post?.title ?? 'Article'), href: postPath(slug) }, blog] }
        : { locations: [blog], message: 'Generate the address to see the article on its page.', tone: 'caution' }
    },
  }),
  category: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (category) => {
      const slug = slugOf(category)
      return { locations: slug ? [{ title: String(category?.title), href: categoryPath(slug) }, blog] : [blog] }
    },
  }),
  author: defineLocations({
    select: { name: 'name' },
    resolve: () => ({ locations: [blog], message: 'Shown on each of the author’s articles.' }),
  }),
  legalPage: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (page) => {
      const slug = slugOf(page)
      return slug ? { locations: [{ title: String(page?.title), href: legalPagePath(slug) }] } : null
    },
  }),
}

export const previewUrl = {
  previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
} satisfies PresentationPluginOptions['previewUrl']
