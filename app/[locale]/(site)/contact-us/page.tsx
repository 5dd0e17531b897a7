import { SitePage } from '@/app/_components/SitePage'
import { container, textLink } from '@/app/_components/ui'
import { getContactPage, getSiteSettings } from '@/lib/content'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath } from '@/lib/i18n/locales'
import { cmsPageMetadata } from '@/lib/seo'
import { ContactForm } from './ContactForm'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'
import { contactFormText } from './contact-form-text'

export const generateMetadata = cmsPageMetadata('contact', getContactPage)

/*
 * Prerendered once for every visitor. A `?subject=` link (demo, quote, specialist)
 * prefills the subject in the browser; without JavaScript the visitor types it.
 * The words around the form are the CMS's (contactPage, and the address from the site
 * settings); the form, its labels and messages, and the note above it are code.
 */
export default async function Contact({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, { companyName, contact }] = await Promise.all([getContactPage(), getSiteSettings()])
  const address = [
    companyName,
    contact.street,
    `${contact.locality}, ${contact.region} ${contact.postalCode}`,
    contact.country,
  ]
  return (
    <SitePage locale={locale} path={routes.contact.path}>
      <div className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">{page.heading}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{page.intro}</p>
        </div>

        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_2fr]">
          {/* Stays in view below the sticky header (4rem) while the form scrolls on wide screens. */}
          <div className="space-y-8 lg:sticky lg:top-24 lg:self-start">
            <section aria-labelledby="contact-address">
              <h2 id="contact-address" className="text-lg font-semibold text-brand-950">
                {page.addressHeading}
              </h2>
              <address className="mt-2 leading-7 text-slate-700 not-italic">
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </section>
            <section aria-labelledby="contact-email">
              <h2 id="contact-email" className="text-lg font-semibold text-brand-950">
                {page.emailHeading}
              </h2>
              <p className="mt-2">
                {/* Padded to a target at least 24px high (WCAG 2.5.8). */}
                <a href={`mailto:${contact.email}`} className={`${textLink} inline-block py-0.5`}>
                  {contact.email}
                </a>
              </p>
            </section>
          </div>

          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-brand-950">
              {page.formHeading}
            </h2>
            <p className="mt-2 text-sm text-slate-600">{page.formIntro}</p>
            <p
              id="contact-phi-note"
              className="mt-4 rounded-md border-l-4 border-accent-600 bg-accent-50 px-4 py-3 text-sm text-slate-800"
            >
              {messagesFor(locale).contact.phiNote}
            </p>
            <div className="mt-6">
              <ContactForm
                locale={locale}
                permalink={localizedPath(routes.contact.path, locale)}
                text={contactFormText(locale)}
                noteId="contact-phi-note"
              />
            </div>
          </section>
        </div>
      </div>
    </SitePage>
  )
}
