import { z } from 'zod'
import { featureIconNames } from '../icons'
import { valuesOf, type ValueOf } from '../options'
import { documentBase, orderRank, requiredText } from './shared'

/** Where on the site a feature appears. */
export const featureGroups = [
  { value: 'capability', title: 'Capability (home page features)' },
  { value: 'module', title: 'How it works: module' },
  { value: 'benefit', title: 'Benefit (home page)' },
  { value: 'coreValue', title: 'Core value (features page)' },
  { value: 'stakeholder', title: 'Stakeholder benefit (features page)' },
] as const

export type FeatureGroup = ValueOf<typeof featureGroups>

export const featureModel = documentBase('feature').extend({
  orderRank,
  title: requiredText,
  description: requiredText,
  icon: z.enum(featureIconNames, 'must be one of the listed icons'),
  group: z.enum(valuesOf(featureGroups), 'must be one of the listed groups'),
})

export type Feature = z.infer<typeof featureModel>
