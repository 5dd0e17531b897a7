import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteDefaultMetadata } from '@/lib/seo'

/** The site settings' default title and description, for a public page that sets none of its own. */
export const generateMetadata = siteDefaultMetadata

/** Every public page: skip link, shared header, <main>, shared footer, in the page's language. */
export default async function SiteLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  return (
    <SiteShell settings={await getSiteSettings(locale)} locale={locale}>
      {children}
    </SiteShell>
  )
}
