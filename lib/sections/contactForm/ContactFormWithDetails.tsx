import type { SiteSettings } from '@/lib/content'
import { container, textLink } from '@/lib/components/ui'

/*
 * The contact form's frame on the contact page (and a contact form section with the details): the
 * company's address and e-mail beside the form. The form itself comes in as `form` (the id of its
 * note on health information in, the element out): the contact page imports it directly, a section
 * through its island, so that neither carries the other's loader.
 */

type Form = (noteId: string) => React.ReactNode

/** The id of a contact form's note on health information, which the form draws by its message box. */
export const phiNoteId = (id: string) => `${id}-phi-note`

/** The company's postal address, one line each. */
export const postalAddress = ({ companyName, contact }: SiteSettings) => [
  companyName,
  contact.street,
  `${contact.locality}, ${contact.region} ${contact.postalCode}`,
  contact.country,
]

type Words = { heading: string; intro?: string; addressHeading?: string; emailHeading?: string }

/** The form beside the address and e-mail, as the contact page shows it. */
export function ContactFormWithDetails({
  id,
  section,
  settings,
  form,
}: {
  id: string
  section: Words
  settings: SiteSettings
  form: Form
}) {
  return (
    <div id={id} className={`${container} py-16 sm:py-20`}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        {/* Stays in view below the sticky header (4rem) while the form scrolls on wide screens. */}
        <div className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="text-lg font-semibold text-brand-950">
              {section.addressHeading}
            </h2>
            <address className="mt-2 leading-7 text-slate-700 not-italic">
              {postalAddress(settings).map((line) => (
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
          <div className="mt-6">{form(phiNoteId(id))}</div>
        </section>
      </div>
    </div>
  )
}
