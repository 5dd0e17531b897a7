import { Section, headingProps } from '@/lib/components/Section'
import { getSiteSettings } from '@/lib/content'
import type { SectionProps } from '../define'
import { ContactFormIsland } from '../islands'
import type { Content } from './content'
import { contactFormProps } from './contact-form-text'
import { ContactFormWithDetails, FormWithNote } from './ContactFormWithDetails'

/**
 * The contact form, as it is on the contact page. Without JavaScript it posts to the contact page,
 * whose address the proxy guards.
 */
export async function View({ section, locale, id }: SectionProps<Content>) {
  const form = (noteId: string) => <ContactFormIsland {...contactFormProps(locale, noteId)} />
  if (section.details) {
    const settings = await getSiteSettings(locale)
    return <ContactFormWithDetails id={id} section={section} settings={settings} form={form} locale={locale} />
  }
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <FormWithNote id={id} locale={locale} belowHeading={false} form={form} />
      </div>
    </Section>
  )
}
