import { getSiteSettings } from '@/lib/content'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'
import { postalAddress } from './ContactFormWithDetails'
import { absoluteUrl } from '@/lib/addresses'

/** The address and e-mail when the section shows them, the heading, and where the form is. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const settings = await getSiteSettings(locale)
  return lines(
    section.details && section.addressHeading ? `## ${inline(section.addressHeading)}` : undefined,
    section.details ? postalAddress(settings).map(inline).join('\n') : undefined,
    section.details && section.emailHeading ? `## ${inline(section.emailHeading)}` : undefined,
    section.details ? `${inline(settings.contact.email)}\n${inline(settings.contact.phone)}` : undefined,
    headingMarkdown(section),
    `The contact form is at ${absoluteUrl(localizedPath(routes.contact.path, locale))}.`,
  )
}
