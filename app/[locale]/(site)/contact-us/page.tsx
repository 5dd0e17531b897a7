import { FixedPage } from '@/app/_components/FixedPage'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata } from '@/lib/seo'

export const generateMetadata = cmsPageMetadata('contact')

/*
 * Prerendered once for every visitor, from the page document's sections like the other fixed pages
 * (its page header and its contact form, and any section staff add). A `?subject=` link (demo,
 * quote, specialist) prefills the subject in the browser; without JavaScript the visitor types it.
 */
export default async function Contact({ params }: LocaleProps) {
  return <FixedPage name="contact" locale={await pageLocale(params)} />
}
