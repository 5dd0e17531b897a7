import { FixedPage } from '@/app/_components/FixedPage'
import { JsonLd } from '@/lib/components/JsonLd'
import { getSiteSettings } from '@/lib/content'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata, organizationJsonLd, websiteJsonLd } from '@/lib/seo'

export const generateMetadata = cmsPageMetadata('home')

/** The home page: its sections (the page document staff edit), and who MediCore is for search engines. */
export default async function Home({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const settings = await getSiteSettings(locale)
  return (
    <FixedPage name="home" locale={locale}>
      <JsonLd data={organizationJsonLd(settings.contact)} />
      <JsonLd data={websiteJsonLd(locale)} />
    </FixedPage>
  )
}
