import { FixedPage } from '@/app/_components/FixedPage'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata } from '@/lib/seo'

export const generateMetadata = cmsPageMetadata('contact')

/*
 * Prerendered once for every visitor. A `?subject=` link (demo, quote, specialist) prefills the
 * subject in the browser; without JavaScript the visitor types it. The words around the form are
 * the page document's (its sections) and the address the site settings'; the form, its labels and
 * messages, and the note above it are code (lib/sections/contactForm).
 */
export default async function Contact({ params }: LocaleProps) {
  return <FixedPage name="contact" locale={await pageLocale(params)} />
}
