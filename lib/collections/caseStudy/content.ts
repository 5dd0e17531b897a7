import { z } from 'zod'
import { image, richText } from '../../content/fragments.ts'
import { imageModel } from '../../content/models/image.ts'
import { articleBodyModel } from '../../content/models/richText.ts'
import { isoDate, requiredText } from '../../content/models/shared.ts'
import { defineCollection } from '../define.ts'
import { collection } from './collection.ts'

/** A case study's card on the list, and its own page, as the queries read them and the models check them. */
export const content = defineCollection(collection, {
  cardProjection: () => 'title, customer, excerpt, publishedAt, "outcome": outcomes[0]{ figure, label }',
  cardFields: {
    title: requiredText,
    customer: requiredText,
    excerpt: requiredText,
    publishedAt: isoDate,
    /** The first result, shown large on the card. */
    outcome: z.object({ figure: requiredText, label: requiredText }).nullish(),
  },
  order: 'publishedAt desc',
  itemProjection: ({
    language,
  }) => `title, customer, excerpt, publishedAt, "outcomes": outcomes[]{ _key, figure, label }, measured,
    "coverImage": coverImage${image}, "body": body[]${richText(language)}`,
  itemFields: {
    title: requiredText,
    customer: requiredText,
    excerpt: requiredText,
    publishedAt: isoDate,
    outcomes: z
      .array(z.object({ _key: z.string(), figure: requiredText, label: requiredText }), 'must be a list of results')
      .min(1, 'needs at least one result'),
    /** Who measured the results, from what, over which period: their source. */
    measured: requiredText,
    coverImage: imageModel.nullish(),
    body: articleBodyModel,
  },
  metadata: (item) => ({ title: item.title, description: item.excerpt, shareImage: item.coverImage ?? undefined }),
})

export type Card = z.infer<typeof content.cardModel>
export type Item = z.infer<typeof content.itemModel>
