import { ContactFormWithDetails } from '@/app/_components/ContactFormWithDetails'
import { PageHeader } from '@/app/_components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { getFixedPage, getSiteSettings } from '@/lib/content'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'
import { cmsPageMetadata } from '@/lib/seo'
import { ContactForm } from './ContactForm'
import { contactFormProps } from './contact-form-text'

export const generateMetadata = cmsPageMetadata('contact')

/*
 * Prerendered once for every visitor. A `?subject=` link (demo, quote, specialist) prefills the
 * subject in the browser; without JavaScript the visitor types it. The words are the page
 * document's (its page header and contact form sections) and the address the site settings'; the
 * form, its labels and messages, and the note above it are code.
 *
 * Unlike the other fixed pages, this one draws those two sections itself rather than through
 * PageSections: the form is imported here directly, so the page carries no island loader and stays
 * within the form pages' JavaScript budget (bench/budgets.ts). Other sections staff add to it are
 * not shown.
 */
export default async function Contact({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, settings] = await Promise.all([getFixedPage('contact', locale), getSiteSettings(locale)])
  const header = page.sections.find((section) => section._type === 'pageHeaderSection')
  const form = page.sections.find((section) => section._type === 'contactFormSection')
  return (
    <SitePage locale={locale} path={routes.contact.path}>
      <PageHeader eyebrow={header?.eyebrow} title={header?.heading ?? page.title} intro={header?.intro} />
      <ContactFormWithDetails
        id="contact-form"
        section={form ?? { heading: page.title }}
        settings={settings}
        locale={locale}
        form={(noteId) => <ContactForm {...contactFormProps(locale, noteId)} />}
      />
    </SitePage>
  )
}
