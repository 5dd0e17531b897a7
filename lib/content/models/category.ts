import { z } from 'zod'
import { typedDocument, requiredText, slug, translationsModel } from './shared'

export const categoryModel = typedDocument('category').extend({
  title: requiredText,
  slug,
  description: requiredText,
})

/** A category as the blog's lists read it, with its translations' slugs. */
export const categoryListModel = categoryModel.extend({ translations: translationsModel })

export type Category = z.infer<typeof categoryListModel>
