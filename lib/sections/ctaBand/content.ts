import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { ctaModel, ctaProjection, requiredText } from '../parts.ts'

/** The call-to-action band: a heading, a sentence and two buttons, on dark or on a light tint. */
export const section = defineSection({
  type: 'ctaBandSection',
  title: 'Call-to-action band',
  projection: ({ language }) =>
    `heading, text, tone, ${ctaProjection('primary', language)}, ${ctaProjection('secondary', language)}`,
  fields: {
    heading: requiredText,
    text: requiredText,
    /** Dark closes a page with weight; light, a page that has one dark band already. */
    tone: z.enum(['dark', 'light'], 'must be dark or light').default('dark'),
    primary: ctaModel,
    secondary: ctaModel,
  },
  searchText: '[heading, text]',
})

export type Content = SectionOf<typeof section>
