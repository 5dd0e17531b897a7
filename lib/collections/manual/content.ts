import { z } from 'zod'
import { richText } from '../../content/fragments.ts'
import { articleBodyModel } from '../../content/models/richText.ts'
import { isoDate, requiredText } from '../../content/models/shared.ts'
import { defineCollection } from '../define.ts'
import { collection } from './collection.ts'

/** The manual's PDF as its asset holds it: where it is, how large, and the name it was uploaded with. */
const fileProjection = `"file": file.asset->{ url, size, originalFilename }`
const fileModel = z.object(
  {
    url: z.string('is required: upload the PDF'),
    size: z.number('is required').int().positive(),
    originalFilename: z.string().nullish(),
  },
  'is required: upload the PDF',
)

const cardFields = {
  title: requiredText,
  audience: requiredText,
  excerpt: requiredText,
  version: requiredText,
  updatedAt: isoDate,
  pages: z.number('is required').int().positive(),
  file: fileModel,
}

/** A manual's card on the list, and its own page, as the queries read them and the models check them. */
export const content = defineCollection(collection, {
  cardProjection: () => `title, audience, excerpt, version, updatedAt, pages, ${fileProjection}`,
  cardFields,
  order: 'title asc',
  itemProjection: ({ language }) =>
    `title, audience, excerpt, version, updatedAt, pages, ${fileProjection}, "body": body[]${richText(language)}`,
  itemFields: { ...cardFields, body: articleBodyModel },
  metadata: (item) => ({ title: item.title, description: item.excerpt }),
})

export type Card = z.infer<typeof content.cardModel>
export type Item = z.infer<typeof content.itemModel>
