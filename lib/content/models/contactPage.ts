import type { z } from 'zod'
import { seoModel } from './page-parts'
import { requiredText, typedDocument } from './shared'

/** The contact page's words around the form; the form's fields and messages stay in code (lib/forms). */
export const contactPageModel = typedDocument('contactPage').extend({
  heading: requiredText,
  intro: requiredText,
  addressHeading: requiredText,
  emailHeading: requiredText,
  formHeading: requiredText,
  formIntro: requiredText,
  seo: seoModel,
})

export type ContactPage = z.infer<typeof contactPageModel>
