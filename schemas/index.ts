import { authorType } from './documents/author'
import { collectionSchemas } from '../lib/collections/schemas.gen'
import { categoryType } from './documents/category'
import { claimType } from './documents/claim'
import { contactMessageType } from './documents/contactMessage'
import { demoBookingType } from './documents/demoBooking'
import { demoAvailabilityType } from './singletons/demoAvailability'
import { faqType } from './documents/faq'
import { featureType } from './documents/feature'
import { withLanguageField } from './shared/languages'
import { declarationOf, documentTypeNames, type DocumentTypeName } from '../lib/content/document-types'
import { legalPageType } from './documents/legalPage'
import { pageType, sectionTypes } from './documents/page'
import { postType } from './documents/post'
import { pricingPlanType } from './documents/pricingPlan'
import { redirectType } from './documents/redirect'
import { siteSettingsType } from './singletons/siteSettings'
import { trustSettingsType } from './singletons/trustSettings'
import { complianceFrameworkType } from './documents/complianceFramework'
import { conformanceReportType } from './documents/conformanceReport'
import { subprocessorType } from './documents/subprocessor'
import { trustDocumentType } from './documents/trustDocument'
import { trustAccessRequestType } from './documents/trustAccessRequest'
import { trustRequestType } from './documents/trustRequest'

/**
 * Each declared document type's schema (lib/content/document-types.ts says what each type is; the
 * record's type makes a declared type without a schema, or a schema without a declaration, a type error).
 */
const documentSchemas = {
  siteSettings: siteSettingsType,
  demoAvailability: demoAvailabilityType,
  pricingPlan: pricingPlanType,
  feature: featureType,
  claim: claimType,
  faq: faqType,
  post: postType,
  author: authorType,
  category: categoryType,
  legalPage: legalPageType,
  page: pageType,
  // Each collection's (lib/collections/<type>/schema.ts).
  ...collectionSchemas,
  redirect: redirectType,
  trustSettings: trustSettingsType,
  complianceFramework: complianceFrameworkType,
  subprocessor: subprocessorType,
  trustDocument: trustDocumentType,
  conformanceReport: conformanceReportType,
  trustAccessRequest: trustAccessRequestType,
  contactMessage: contactMessageType,
  demoBooking: demoBookingType,
  trustRequest: trustRequestType,
} satisfies Record<DocumentTypeName, { name: string }>

const schemasWhere = (test: (name: DocumentTypeName) => boolean) =>
  documentTypeNames.filter(test).map((name) => documentSchemas[name])

/**
 * The documents there is one of in each language, whose `_id` is its type: the site settings. The
 * Studio opens them straight from the sidebar, and never creates, duplicates or deletes them (nor
 * the fixed pages' documents, lib/pages/fixed-pages.ts).
 */
export const singletonTypes = schemasWhere((name) => declarationOf(name).singleton === 'site')

/** The settings documents: one for every language, opened from the sidebar like the pages (its `_id` is its type). */
export const settingsSingletonTypes = schemasWhere((name) => declarationOf(name).singleton === 'settings')

/**
 * What the site writes and staff only read: contact messages and demo bookings. The Studio creates
 * none; staff may delete a message (spam, a request to be forgotten), and a booking's copy not
 * even that: the site rewrites it at each change.
 */
export const siteWrittenTypes = schemasWhere((name) => !declarationOf(name).shown)

/**
 * Every document type the Studio edits, in the declaration's order, then the sections pages are
 * built from (objects). The translated types get the `language` field the translation plugin writes.
 */
export const schemaTypes = [...documentTypeNames.map((name) => documentSchemas[name]), ...sectionTypes].map(
  withLanguageField,
)
