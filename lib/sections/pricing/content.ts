import { pageTextModel } from '../../content/models/page-parts.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, optionalText } from '../parts.ts'

/**
 * The pricing plans with the monthly/annual switch, an optional heading over them and a note under
 * them. Their labels are the site settings' (the pricing table's words), in the page's language.
 */
export const section = defineSection({
  type: 'pricingSection',
  title: 'Pricing table',
  projection: () => `${headingProjection}, footnote`,
  fields: {
    eyebrow: optionalText,
    heading: optionalText,
    intro: optionalText,
    footnote: pageTextModel.optional(),
  },
  searchText: `[eyebrow, heading, intro, pt::text(footnote)]`,
})

export type Content = SectionOf<typeof section>
