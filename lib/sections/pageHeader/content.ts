import { defineSection } from '../define.ts'
import { ctaModel, ctaProjection, headingProjection, headingSearchText, headingShape } from '../parts.ts'

/** The top of an inner page on a light band: eyebrow, heading (the page's h1 when it comes first), introduction and up to two buttons. */
export const pageHeaderSection = defineSection({
  type: 'pageHeaderSection',
  title: 'Page header',
  projection: `${headingProjection}, ${ctaProjection('primary')}, ${ctaProjection('secondary')}`,
  fields: { ...headingShape, primary: ctaModel.optional(), secondary: ctaModel.optional() },
  searchText: headingSearchText,
})
