import { contactSubjects } from '@/lib/links'
import { formText } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The contact form's words in a language, picked on the server for the client form (ContactForm's
 * `text`), with the subjects the site's links prefill: their address's words, as this language says them.
 */
export const contactFormText = (locale: Locale) =>
  formText(
    locale,
    (m) => ({
      ...m.contact.form,
      subjects: Object.fromEntries(
        Object.entries(contactSubjects).map(([key, words]) => [
          words,
          m.contact.subjects[key as keyof typeof contactSubjects],
        ]),
      ),
    }),
    (m) => m.contactAnswers.sending,
  )
