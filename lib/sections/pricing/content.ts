import { defineSection } from '../define.ts'
import { headingProjection, headingSearchText, headingShape } from '../parts.ts'

/** The pricing plans with the monthly/annual switch (the plans, and their labels from the pricing page). */
export const pricingSection = defineSection({
  type: 'pricingSection',
  title: 'Pricing table',
  projection: headingProjection,
  fields: headingShape,
  searchText: headingSearchText,
})
