import { z } from 'zod'
import { featureGroups } from '../../content/models/feature.ts'
import { valuesOf } from '../../content/options.ts'
import { defineSection, type SectionOf } from '../define.ts'
import {
  chosenIds,
  ctaModel,
  ctaProjection,
  headingProjection,
  headingSearchText,
  headingShape,
  idList,
} from '../parts.ts'

/** A grid of feature items (the ones staff chose, or every feature of one kind), as cards, plain or numbered steps, with an optional link under it. */
export const section = defineSection({
  type: 'featureGridSection',
  title: 'Feature grid',
  projection: ({ language }) =>
    `${headingProjection}, source, group, look, ${chosenIds('features', language)}, ${ctaProjection('link', language)}`,
  fields: {
    ...headingShape,
    source: z.enum(['chosen', 'group'], 'must be chosen or group').default('group'),
    group: z.enum(valuesOf(featureGroups), 'must be one of the listed kinds').optional(),
    look: z.enum(['card', 'plain', 'step'], 'must be card, plain or step').default('card'),
    features: idList,
    link: ctaModel.optional(),
  },
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
