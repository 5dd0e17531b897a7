import { defineLocations, type DocumentLocation, type PresentationPluginOptions } from 'sanity/presentation'
import type { FeatureGroup } from '../lib/content/models/feature'

/*
 * Where each content type appears on the site, so the Presentation tool can open the
 * page a document is shown on (and list those pages above the document's form).
 */

const home: DocumentLocation = { title: 'Home page', href: '/' }
const featuresPage: DocumentLocation = { title: 'Features page', href: '/features' }
const pricingPage: DocumentLocation = { title: 'Pricing page', href: '/pricing' }

/** The pages that list each section of features (see app/(site)/page.tsx and features/page.tsx). */
export const featurePages: Record<FeatureGroup, DocumentLocation[]> = {
  capability: [home, featuresPage],
  module: [home],
  benefit: [home],
  coreValue: [featuresPage],
  stakeholder: [featuresPage],
}

export const locations: NonNullable<PresentationPluginOptions['resolve']>['locations'] = {
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
}

export const previewUrl = {
  previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
} satisfies PresentationPluginOptions['previewUrl']
