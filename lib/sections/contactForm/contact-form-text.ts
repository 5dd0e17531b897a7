import { contactSubjects } from '@/lib/links'
import { formText } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

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

/**
 * What the contact form gets wherever it is placed (the contact page, a contact form section): its
 * words, and the contact page's address, which it posts to without JavaScript.
 */
export const contactFormProps = (locale: Locale, noteId: string) => ({
  locale,
  permalink: localizedPath(routes.contact.path, locale),
  text: contactFormText(locale),
  noteId,
})
