import { z } from 'zod'
import { richText } from '../../content/fragments.ts'
import { articleBodyModel } from '../../content/models/richText.ts'
import { isoDate, requiredText } from '../../content/models/shared.ts'
import { defineCollection } from '../define.ts'

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

/** The user manuals staff publish: their list at /resources, each at /resources/<slug>, each a PDF to download. */
export const manuals = defineCollection({
  type: 'manual',
  cardProjection: `title, audience, excerpt, version, updatedAt, pages, ${fileProjection}`,
  cardFields,
  order: 'title asc',
  itemProjection: `title, audience, excerpt, version, updatedAt, pages, ${fileProjection}, "body": body[]${richText}`,
  itemFields: { ...cardFields, body: articleBodyModel },
  kind: { en: 'User manual', es: 'Manual de usuario' },
  list: {
    en: {
      title: 'User manuals',
      description:
        'Download the MediCore user manuals: a PDF for each part of the platform, for the administrators who set it up and the staff who use it every day.',
    },
    es: {
      title: 'Manuales de usuario',
      description:
        'Descargue los manuales de usuario de MediCore: un PDF para cada parte de la plataforma, para los administradores que la configuran y el personal que la usa a diario.',
    },
  },
})

export type ManualCard = z.infer<typeof manuals.cardModel>
export type Manual = z.infer<typeof manuals.itemModel>
