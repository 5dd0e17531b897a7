import { authorType } from './author'
import { categoryType } from './category'
import { claimType } from './claim'
import { contactMessageType } from './contactMessage'
import { contactPageType } from './contactPage'
import { faqType } from './faq'
import { featuresPageType } from './featuresPage'
import { featureType } from './feature'
import { homePageType } from './homePage'
import { legalPageType } from './legalPage'
import { postType } from './post'
import { pricingPageType } from './pricingPage'
import { pricingPlanType } from './pricingPlan'
import { siteSettingsType } from './siteSettings'

/**
 * The page documents: one of each, whose `_id` is its type. The Studio opens them straight
 * from the sidebar's "Pages" list, in this order, and never creates, duplicates or deletes them.
 */
export const singletonTypes = [homePageType, featuresPageType, pricingPageType, contactPageType, siteSettingsType]
import { redirectType } from './redirect'

/** Every document type the Studio edits, in the order the structure lists them. */
export const schemaTypes = [
  ...singletonTypes,
  pricingPlanType,
  featureType,
  claimType,
  faqType,
  postType,
  authorType,
  categoryType,
  legalPageType,
  redirectType,
  contactMessageType,
]
