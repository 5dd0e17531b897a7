import { defineSection, type SectionOf } from '../define.ts'
import { ctaModel, ctaProjection, requiredText } from '../parts.ts'

/** The dark call-to-action band: a heading, a sentence and two buttons. */
export const section = defineSection({
  type: 'ctaBandSection',
  title: 'Call-to-action band',
  projection: ({ language }) =>
    `heading, text, ${ctaProjection('primary', language)}, ${ctaProjection('secondary', language)}`,
  fields: { heading: requiredText, text: requiredText, primary: ctaModel, secondary: ctaModel },
  searchText: '[heading, text]',
})

export type Content = SectionOf<typeof section>
