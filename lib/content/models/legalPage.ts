import type { z } from 'zod'
import { legalBodyModel } from './richText'
import { typedDocument, isoDate, requiredText, slug } from './shared'

export const legalPageModel = typedDocument('legalPage').extend({
  title: requiredText,
  slug,
  description: requiredText,
  lastUpdated: isoDate,
  body: legalBodyModel,
})

export type LegalPage = z.infer<typeof legalPageModel>
