import { z } from 'zod'
import { typedDocument, requiredText, slug } from './shared'

export const categoryModel = typedDocument('category').extend({
  title: requiredText,
  slug,
  description: requiredText,
})

export type Category = z.infer<typeof categoryModel>
