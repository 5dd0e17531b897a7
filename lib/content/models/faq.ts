import type { z } from 'zod'
import { documentBase, orderRank, portableText, requiredText } from './shared'

export const faqModel = documentBase('faq').extend({
  orderRank,
  question: requiredText,
  answer: portableText,
})

export type Faq = z.infer<typeof faqModel>
