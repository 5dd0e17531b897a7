import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingSearchText, headingShape, optionalText } from '../parts.ts'

/**
 * The contact form, which lives in code: the section places it, with a heading above it and,
 * if staff ask, the company's address and e-mail beside it (from the site settings).
 */
export const section = defineSection({
  type: 'contactFormSection',
  title: 'Contact form',
  projection: () => `${headingProjection}, details, addressHeading, emailHeading`,
  fields: {
    ...headingShape,
    details: z.boolean().default(false),
    addressHeading: optionalText,
    emailHeading: optionalText,
  },
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
