import { formText } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'

/** The contact form's words in a language, picked on the server for the client form (ContactForm's `text`). */
export const contactFormText = (locale: Locale) =>
  formText(
    locale,
    (m) => m.contact.form,
    (m) => m.contactAnswers.sending,
  )
