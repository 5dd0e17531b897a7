import { defineSection } from '../define.ts'
import { headingProjection, headingSearchText, headingShape } from '../parts.ts'

/** The contact form, which lives in code: the section places it, with a heading above it. */
export const contactFormSection = defineSection({
  type: 'contactFormSection',
  title: 'Contact form',
  projection: headingProjection,
  fields: headingShape,
  searchText: headingSearchText,
})
