import { z } from 'zod'
import { documentBase, portableText } from './shared'

export const faqModel = documentBase('faq').extend({
  question: z.string('is required').trim().min(1, 'is required'),
  answer: portableText,
})

export type Faq = z.infer<typeof faqModel>
