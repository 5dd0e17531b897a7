import { z } from 'zod'
import { requiredAs, requiredText } from './shared.ts'

/*
 * An image as the queries project it: the asset dereferenced (its URL and size, from the
 * Content Lake's CDN, or from the bundled dataset's images/ folder), the editor's hotspot and
 * crop, and its alternative text.
 */

const fraction = z.number().min(0).max(1)

const imageAssetModel = z.object(
  {
    _id: z.string(),
    url: z.string(requiredAs('a URL')).min(1, 'is required'),
    width: z.number(requiredAs('a number')).int().positive(),
    height: z.number(requiredAs('a number')).int().positive(),
    /** The blurred placeholder: a small JPEG, PNG or WebP as a data URL. */
    lqip: z
      .string()
      .regex(/^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, 'must be an image as a data URL')
      .optional(),
  },
  requiredAs('an uploaded image'),
)

export const imageModel = z.object(
  {
    asset: imageAssetModel,
    alt: requiredText,
    hotspot: z.object({ x: fraction, y: fraction, width: fraction, height: fraction }).optional(),
    crop: z.object({ top: fraction, bottom: fraction, left: fraction, right: fraction }).optional(),
  },
  requiredAs('an image'),
)

export type SanityImage = z.infer<typeof imageModel>
