import { absoluteUrl } from '@/lib/addresses'
import { ConfirmationNext } from '@/lib/components/forms/ConfirmationNext'
import { PhiNote } from '@/lib/components/forms/PhiNote'
import { Section, headingProps } from '@/lib/components/Section'
import { getSiteSettings } from '@/lib/content'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { routes } from '@/lib/routes'
import type { SectionProps, SectionMarkdown } from '../define'
import { ContactFormIsland } from '../islands'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { ContactFormWithDetails, phiNoteId, postalAddress } from './ContactFormWithDetails'
import { contactFormProps } from './contact-form-text'
import type { Content } from './content'

/**
 * The contact form, as it is on the contact page. Without JavaScript it posts to the contact page,
 * whose address the proxy guards.
 */
export async function View({ section, locale, id }: SectionProps<Content>) {
  // The note and what happens next are drawn here, on the server: words the form's JavaScript need not carry.
  const form = (noteId: string) => {
    const props = contactFormProps(locale, noteId)
    const words = messagesFor(locale).contact
    return (
      <ContactFormIsland
        {...props}
        phiNote={<PhiNote id={noteId}>{words.phiNote}</PhiNote>}
        confirmation={<ConfirmationNext words={words.confirmation} againHref={props.permalink} />}
      />
    )
  }
  if (section.details) {
    const settings = await getSiteSettings(locale)
    return <ContactFormWithDetails id={id} section={section} settings={settings} form={form} />
  }
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {form(phiNoteId(id))}
      </div>
    </Section>
  )
}

/** The address and email when the section shows them, the heading, and where the form is. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const settings = await getSiteSettings(locale)
  return lines(
    section.details && section.addressHeading ? `## ${inline(section.addressHeading)}` : undefined,
    section.details ? postalAddress(settings).map(inline).join('\n') : undefined,
    section.details && section.emailHeading ? `## ${inline(section.emailHeading)}` : undefined,
    section.details ? `${inline(settings.contact.email)}\n${inline(settings.contact.phone)}` : undefined,
    headingMarkdown(section),
    siteText(locale).markdown.contactForm(absoluteUrl(localizedPath(routes.contact.path, locale))),
  )
}
