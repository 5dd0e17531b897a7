import { authorType } from './documents/author'
import { categoryType } from './documents/category'
import { claimType } from './documents/claim'
import { contactMessageType } from './documents/contactMessage'
import { demoBookingType } from './documents/demoBooking'
import { demoAvailabilityType } from './singletons/demoAvailability'
import { faqType } from './documents/faq'
import { featureType } from './documents/feature'
import { withLanguageField } from './shared/languages'
import { legalPageType } from './documents/legalPage'
import { pageType, sectionTypes } from './documents/page'
import { postType } from './documents/post'
import { pricingPlanType } from './documents/pricingPlan'
import { redirectType } from './documents/redirect'
import { siteSettingsType } from './singletons/siteSettings'

/**
 * The documents there is one of in each language, whose `_id` is its type: the site settings. The
 * Studio opens them straight from the sidebar, and never creates, duplicates or deletes them (nor
 * the fixed pages' documents, lib/pages/fixed-pages.ts).
 */
export const singletonTypes = [siteSettingsType]

/** The settings documents: one for every language, opened from the sidebar like the pages (its `_id` is its type). */
export const settingsSingletonTypes = [demoAvailabilityType]

/**
 * What the site writes and staff only read: contact messages and demo bookings. The Studio creates
 * none; staff may delete a message (spam, a request to be forgotten), and a booking's copy not
 * even that: the site rewrites it at each change.
 */
export const siteWrittenTypes = [contactMessageType, demoBookingType]

/**
 * Every document type the Studio edits, in the order the structure lists them, then the sections
 * pages are built from (objects). The translated types (schemas/shared/languages.ts) get the
 * `language` field the translation plugin writes.
 */
export const schemaTypes = [
  ...singletonTypes,
  ...settingsSingletonTypes,
  pricingPlanType,
  featureType,
  claimType,
  faqType,
  postType,
  authorType,
  categoryType,
  legalPageType,
  pageType,
  redirectType,
  ...siteWrittenTypes,
  ...sectionTypes,
].map(withLanguageField)
