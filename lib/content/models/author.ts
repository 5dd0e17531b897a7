import { z } from 'zod'
import { imageModel } from './image'
import { typedDocument, requiredText } from './shared'

export const authorModel = typedDocument('author').extend({
  name: requiredText,
  role: requiredText,
  photo: imageModel,
  bio: requiredText,
})

export type Author = z.infer<typeof authorModel>
