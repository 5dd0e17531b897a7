import type { z } from 'zod'
import type { CollectionTypeName, ShownTypeName } from '../document-types'
import { authorModel } from './author'
import { categoryModel } from './category'
import { claimModel } from './claim'
import { demoAvailabilityModel } from './demoAvailability'
import { faqModel } from './faq'
import { featureModel } from './feature'
import { legalPageModel } from './legalPage'
import { pageModel } from './page'
import { postModel } from './post'
import { pricingPlanModel } from './pricingPlan'
import { redirectModel } from './redirect'
import { siteSettingsModel } from './siteSettings'
import {
  complianceFrameworkModel,
  conformanceReportModel,
  subprocessorModel,
  trustAccessRequestModel,
  trustDocumentModel,
  trustSettingsModel,
} from '../../trust/models'

export * from './author'
export * from './category'
export * from './claim'
export * from './demoAvailability'
export * from './document-address'
export * from './faq'
export * from './feature'
export * from './image'
export * from './legalPage'
export * from './page'
export * from './page-parts'
export * from './post'
export * from './pricingPlan'
export * from './redirect'
export * from './richText'
export * from './siteSettings'
export * from './searchResult'

/**
 * Each content type's zod model, as its documents are read one by one (an article as its own page
 * reads it; the blog's lists read cards, postCardModel). The content layer, the query contracts
 * and the tests take a type's model from here; a collection's are its own (lib/collections).
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
  redirect: redirectModel,
  demoAvailability: demoAvailabilityModel,
  page: pageModel,
  trustSettings: trustSettingsModel,
  complianceFramework: complianceFrameworkModel,
  subprocessor: subprocessorModel,
  trustDocument: trustDocumentModel,
  conformanceReport: conformanceReportModel,
  trustAccessRequest: trustAccessRequestModel,
} as const satisfies Record<Exclude<ShownTypeName, CollectionTypeName>, z.ZodType>
