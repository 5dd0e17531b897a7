import { z } from 'zod'
import { featureIconNames } from '../icons.ts'
import { optionsOf, valuesOf, type ValueOf } from '../options.ts'
import { documentBase, orderRank, requiredText } from './shared.ts'

/** Where on the site a feature appears. */
export const featureGroups = optionsOf({
  capability: 'Capability (home page features)',
  module: 'How it works: module',
  benefit: 'Benefit (home page)',
  coreValue: 'Core value (features page)',
  stakeholder: 'Stakeholder benefit (features page)',
})

export type FeatureGroup = ValueOf<typeof featureGroups>

export const featureModel = documentBase('feature').extend({
  orderRank,
  title: requiredText,
  description: requiredText,
  icon: z.enum(featureIconNames, 'must be one of the listed icons'),
  group: z.enum(valuesOf(featureGroups), 'must be one of the listed groups'),
})

export type Feature = z.infer<typeof featureModel>
