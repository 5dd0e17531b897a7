import { defineSection, type SectionOf } from '../define.ts'
import { ctaModel, ctaProjection, headingProjection, headingSearchText, headingShape } from '../parts.ts'

/** The top of an inner page on a light band: eyebrow, heading (the page's h1 when it comes first), introduction and up to two buttons. */
export const section = defineSection({
  type: 'pageHeaderSection',
  title: 'Page header',
  opensPage: true,
  projection: ({ language }) =>
    `${headingProjection}, ${ctaProjection('primary', language)}, ${ctaProjection('secondary', language)}`,
  fields: { ...headingShape, primary: ctaModel.optional(), secondary: ctaModel.optional() },
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
