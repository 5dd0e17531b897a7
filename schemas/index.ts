import { claimType } from './claim'
import { contactMessageType } from './contactMessage'
import { faqType } from './faq'
import { featureType } from './feature'
import { pricingPlanType } from './pricingPlan'

/** Every document type the Studio edits, in the order the structure lists them. */
export const schemaTypes = [pricingPlanType, featureType, claimType, faqType, contactMessageType]
