import { z } from 'zod'
import { pageTextModel, sectionHeadingModel, seoModel } from './page-parts'
import { requiredAs, requiredText, typedDocument } from './shared'

export const pricingPageModel = typedDocument('pricingPage').extend({
  header: sectionHeadingModel,
  /** The monthly/annual switch, and the line under each plan's price. */
  billing: z.object(
    {
      legend: requiredText,
      monthlyLabel: requiredText,
      annualLabel: requiredText,
      monthlyNote: requiredText,
      annualNote: requiredText,
    },
    requiredAs('the billing labels'),
  ),
  /** Each plan card's button: the free plan's, a paid plan's (a trial), the top plan's (sales). */
  planActions: z.object(
    { freeLabel: requiredText, trialLabel: requiredText, salesLabel: requiredText },
    requiredAs('the plan buttons'),
  ),
  /** The names of the plans' yes/no features, as each card lists them. */
  featureLabels: z.object(
    {
      hipaaCompliant: requiredText,
      advancedSecurity: requiredText,
      unlimitedStorage: requiredText,
      dedicatedAccountManager: requiredText,
    },
    requiredAs('the plan feature names'),
  ),
  footnote: pageTextModel,
  seo: seoModel,
})

export type PricingPage = z.infer<typeof pricingPageModel>
