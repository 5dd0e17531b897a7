import { defineSection } from '../define.ts'
import { ctaModel, ctaProjection, requiredText } from '../parts.ts'

/** The dark call-to-action band: a heading, a sentence and two buttons. */
export const ctaBandSection = defineSection({
  type: 'ctaBandSection',
  title: 'Call-to-action band',
  projection: `heading, text, ${ctaProjection('primary')}, ${ctaProjection('secondary')}`,
  fields: { heading: requiredText, text: requiredText, primary: ctaModel, secondary: ctaModel },
  searchText: '[heading, text]',
})
