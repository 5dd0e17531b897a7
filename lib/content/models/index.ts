import type { z } from 'zod'
import type { ContentTypeName } from '../types'
import { authorModel } from './author'
import { categoryModel } from './category'
import { claimModel } from './claim'
import { contactPageModel } from './contactPage'
import { demoAvailabilityModel } from './demoAvailability'
import { faqModel } from './faq'
import { featureModel } from './feature'
import { featuresPageModel } from './featuresPage'
import { homePageModel } from './homePage'
import { legalPageModel } from './legalPage'
import { pageModel } from './page'
import { postModel } from './post'
import { pricingPageModel } from './pricingPage'
import { pricingPlanModel } from './pricingPlan'
import { redirectModel } from './redirect'
import { siteSettingsModel } from './siteSettings'

export * from './author'
export * from './category'
export * from './claim'
export * from './contactPage'
export * from './demoAvailability'
export * from './faq'
export * from './feature'
export * from './featuresPage'
export * from './homePage'
export * from './image'
export * from './legalPage'
export * from './page'
export * from './page-parts'
export * from './post'
export * from './pricingPage'
export * from './pricingPlan'
export * from './redirect'
export * from './richText'
export * from './siteSettings'
export * from './searchResult'

/**
 * Each content type's zod model, as its documents are read one by one (an article as its own page
 * reads it; the blog's lists read cards, postCardModel). The content layer, the query contracts
 * and the tests take a type's model from here.
 */
export const contentModels = {
  faq: faqModel,
  feature: featureModel,
  pricingPlan: pricingPlanModel,
  claim: claimModel,
  post: postModel,
  author: authorModel,
  category: categoryModel,
  legalPage: legalPageModel,
  siteSettings: siteSettingsModel,
  homePage: homePageModel,
  featuresPage: featuresPageModel,
  pricingPage: pricingPageModel,
  contactPage: contactPageModel,
  redirect: redirectModel,
  demoAvailability: demoAvailabilityModel,
  page: pageModel,
} as const satisfies Record<ContentTypeName, z.ZodType>
