import { z } from 'zod'
import { image, richText } from '../../content/fragments.ts'
import { imageModel } from '../../content/models/image.ts'
import { articleBodyModel } from '../../content/models/richText.ts'
import { isoDate, requiredText } from '../../content/models/shared.ts'
import { defineCollection } from '../define.ts'

/** What a customer achieved with MediCore: its list at /case-studies, each one at /case-studies/<slug>. */
export const caseStudies = defineCollection({
  type: 'caseStudy',
  cardProjection: 'title, customer, excerpt, publishedAt, "outcome": outcomes[0]{ figure, label }',
  cardFields: {
    title: requiredText,
    customer: requiredText,
    excerpt: requiredText,
    publishedAt: isoDate,
    /** The first result, shown large on the card. */
    outcome: z.object({ figure: requiredText, label: requiredText }).nullish(),
  },
  order: 'publishedAt desc',
  itemProjection: `title, customer, excerpt, publishedAt, "outcomes": outcomes[]{ _key, figure, label },
    "coverImage": coverImage${image}, "body": body[]${richText}`,
  itemFields: {
    title: requiredText,
    customer: requiredText,
    excerpt: requiredText,
    publishedAt: isoDate,
    outcomes: z
      .array(z.object({ _key: z.string(), figure: requiredText, label: requiredText }), 'must be a list of results')
      .min(1, 'needs at least one result'),
    coverImage: imageModel.nullish(),
    body: articleBodyModel,
  },
  kind: { en: 'Case study', es: 'Caso de éxito' },
  list: {
    en: {
      title: 'Case studies',
      description:
        'How hospitals, clinics and labs run on MediCore: what they changed, how long it took, and the results they measured.',
    },
    es: {
      title: 'Casos de éxito',
      description:
        'Cómo hospitales, clínicas y laboratorios trabajan con MediCore: qué cambiaron, cuánto tardaron y los resultados que midieron.',
    },
  },
})

export type CaseStudyCard = z.infer<typeof caseStudies.cardModel>
export type CaseStudy = z.infer<typeof caseStudies.itemModel>
