import * as z from 'zod/mini'
import { contactBounds } from './names-and-limits'
import { messages } from './messages'
import { email, text } from './rules'

export { contactBounds, contactFields, HONEYPOT_FIELD, subjectFromQuery } from './names-and-limits'

/** /contact-us. The same schema validates in the browser and in the server action. */
export const contactSchema = z.object({
  name: text({ label: 'Name', max: contactBounds.name, required: messages.nameRequired }),
  email: email({ required: messages.emailRequired }),
  subject: text({ label: 'Subject', max: contactBounds.subject, required: messages.subjectRequired }),
  message: text({ label: 'Message', max: contactBounds.message, required: messages.messageRequired, multiline: true }),
})
