import { authorType } from './author'
import { categoryType } from './category'
import { claimType } from './claim'
import { contactMessageType } from './contactMessage'
import { faqType } from './faq'
import { featureType } from './feature'
import { legalPageType } from './legalPage'
import { postType } from './post'
import { pricingPlanType } from './pricingPlan'
import { redirectType } from './redirect'

/** Every document type the Studio edits, in the order the structure lists them. */
export const schemaTypes = [
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
