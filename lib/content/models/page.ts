import { z } from 'zod'
import { fixedPageNames } from '../../pages/fixed-pages'
import { sections } from '../../sections/registry'
import { seoModel } from './page-parts'
import { pageSlug, requiredText, translationsModel, typedDocument } from './shared'

/** One section of a page, by its `_type` (lib/sections/). */
const sectionModel = z.discriminatedUnion(
  '_type',
  sections.map((section) => section.model) as unknown as [
    (typeof sections)[number]['model'],
    ...(typeof sections)[number]['model'][],
  ],
  { error: 'must be one of the sections the site knows' },
)

const sectionsModel = z.array(sectionModel, 'must be a list of sections').default([])

/** A page staff compose from sections, at /<slug> in each language. */
export const pageModel = typedDocument('page').extend({
  title: requiredText,
  slug: pageSlug,
  seo: seoModel,
  translations: translationsModel,
  sections: sectionsModel,
})

/** A fixed page (home, features, pricing, contact) built from sections, at its route's address. */
export const fixedPageModel = typedDocument('page').extend({
  title: requiredText,
  fixedPage: z.enum(fixedPageNames, 'must be one of the fixed pages'),
  seo: seoModel,
  sections: sectionsModel,
})

export type Page = z.infer<typeof pageModel>
