import type { z } from 'zod'
import { documentBase, portableText, requiredText } from './shared'

export const faqModel = documentBase('faq').extend({
  question: requiredText,
  answer: portableText,
})

export type Faq = z.infer<typeof faqModel>
