import { contactFormText } from '@/app/[locale]/(site)/contact-us/contact-form-text'
import { Section, headingProps } from '@/app/_components/Section'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import { ContactFormIsland } from './ContactFormIsland'
import type { SectionOf } from '../registry'

type ContactFormSection = SectionOf<'contactFormSection'>

/**
 * The contact form, as it is on the contact page (its fields, messages and success text are code).
 * Without JavaScript it posts to the contact page, whose address the proxy guards.
 */
function ContactFormSectionView({ section, locale, id }: SectionProps<ContactFormSection>) {
  const noteId = `${id}-phi-note`
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p
          id={noteId}
          className="rounded-md border-l-4 border-accent-600 bg-accent-50 px-4 py-3 text-sm text-slate-800"
        >
          {messagesFor(locale).contact.phiNote}
        </p>
        <div className="mt-6">
          <ContactFormIsland
            locale={locale}
            permalink={localizedPath(routes.contact.path, locale)}
            text={contactFormText(locale)}
            noteId={noteId}
          />
        </div>
      </div>
    </Section>
  )
}

export const contactForm: SectionView<ContactFormSection> = {
  Component: ContactFormSectionView,
  markdown: (section, locale) =>
    lines(
      headingMarkdown(section),
      `The contact form is at ${absoluteUrl(localizedPath(routes.contact.path, locale))}.`,
    ),
}
