import { z } from 'zod'
import { featureIconNames } from '../icons'
import { ctaBandModel, ctaModel, sectionHeadingModel, seoModel } from './page-parts'
import { requiredAs, requiredText, typedDocument } from './shared'

/** A reason to choose MediCore, beside the "Why MediCore" heading. */
const valuePoint = z.object({
  _key: z.string(requiredAs('text')),
  icon: z.enum(featureIconNames, 'must be one of the listed icons'),
  title: requiredText,
  text: requiredText,
})

export const featuresPageModel = typedDocument('featuresPage').extend({
  header: sectionHeadingModel.extend({ primary: ctaModel, secondary: ctaModel }),
  whySection: sectionHeadingModel.extend({
    points: z.array(valuePoint, requiredAs('a list of points')).min(1, 'is required'),
  }),
  capabilitiesSection: sectionHeadingModel,
  coreValuesSection: sectionHeadingModel,
  stakeholdersSection: sectionHeadingModel,
  cta: ctaBandModel,
  seo: seoModel,
})

export type FeaturesPage = z.infer<typeof featuresPageModel>
