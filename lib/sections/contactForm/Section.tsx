import { contactFormText } from '@/app/[locale]/(site)/contact-us/contact-form-text'
import { Section, headingProps } from '@/app/_components/Section'
import { container, textLink } from '@/app/_components/ui'
import { getSiteSettings } from '@/lib/content'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import { ContactFormIsland } from './ContactFormIsland'
import type { SectionOf } from '../registry'

type ContactFormSection = SectionOf<'contactFormSection'>

/** The form with the note on health information above it (its fields, messages and success text are code). */
function FormWithNote({ id, locale, belowHeading }: { id: string; locale: Locale; belowHeading: boolean }) {
  const noteId = `${id}-phi-note`
  return (
    <>
      <p
        id={noteId}
        className={`${belowHeading ? 'mt-4' : ''}rounded-md border-l-4 border-accent-600 bg-accent-50 px-4 py-3 text-sm text-slate-800`}
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
    </>
  )
}

/** The company's postal address, one line each. */
const addressLines = ({ companyName, contact }: Awaited<ReturnType<typeof getSiteSettings>>) => [
  companyName,
  contact.street,
  `${contact.locality}, ${contact.region} ${contact.postalCode}`,
  contact.country,
]

/** The form beside the address and e-mail, as the contact page shows it. */
async function FormWithDetails({ section, locale, id }: SectionProps<ContactFormSection>) {
  const settings = await getSiteSettings(locale)
  return (
    <div id={id} className={`${container} pb-16 sm:pb-20`}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        {/* Stays in view below the sticky header (4rem) while the form scrolls on wide screens. */}
        <div className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="text-lg font-semibold text-brand-950">
              {section.addressHeading}
            </h2>
            <address className="mt-2 leading-7 text-slate-700 not-italic">
              {addressLines(settings).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
          <section aria-labelledby={`${id}-email`}>
            <h2 id={`${id}-email`} className="text-lg font-semibold text-brand-950">
              {section.emailHeading}
            </h2>
            <p className="mt-2">
              {/* Padded to a target at least 24px high (WCAG 2.5.8). */}
              <a href={`mailto:${settings.contact.email}`} className={`${textLink} inline-block py-0.5`}>
                {settings.contact.email}
              </a>
            </p>
          </section>
        </div>
        <section
          aria-labelledby={`${id}-title`}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-950">
            {section.heading}
          </h2>
          {section.intro ? <p className="mt-2 text-sm text-slate-600">{section.intro}</p> : null}
          <FormWithNote id={id} locale={locale} belowHeading />
        </section>
      </div>
    </div>
  )
}

/**
 * The contact form, as it is on the contact page. Without JavaScript it posts to the contact page,
 * whose address the proxy guards.
 */
function ContactFormSectionView(props: SectionProps<ContactFormSection>) {
  const { section, locale, id } = props
  if (section.details) return <FormWithDetails {...props} />
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <FormWithNote id={id} locale={locale} belowHeading={false} />
      </div>
    </Section>
  )
}

export const contactForm: SectionView<ContactFormSection> = {
  Component: ContactFormSectionView,
  markdown: async (section, locale) => {
    const settings = await getSiteSettings(locale)
    return lines(
      section.details && section.addressHeading ? `## ${section.addressHeading}` : undefined,
      section.details ? addressLines(settings).join('\n') : undefined,
      section.details && section.emailHeading ? `## ${section.emailHeading}` : undefined,
      section.details ? `${settings.contact.email}\n${settings.contact.phone}` : undefined,
      headingMarkdown(section),
      `The contact form is at ${absoluteUrl(localizedPath(routes.contact.path, locale))}.`,
    )
  },
}
