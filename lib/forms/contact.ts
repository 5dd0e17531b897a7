import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { contactBounds } from './names-and-limits'
import { email, text } from './rules'

export { contactBounds, contactFields, HONEYPOT_FIELD } from './names-and-limits'
export { subjectFromQuery } from './contact-subject'

/** /contact-us, in the language of `m`. The same schema validates in the browser and in the server action. */
export const contactSchema = (m: ValidationMessages) =>
  z.object({
    name: text(m, { field: 'name', max: contactBounds.name, required: m.nameRequired }),
    email: email(m, { required: m.emailRequired }),
    subject: text(m, { field: 'subject', max: contactBounds.subject, required: m.subjectRequired }),
    message: text(m, { field: 'message', max: contactBounds.message, required: m.messageRequired, multiline: true }),
  })
