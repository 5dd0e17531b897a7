import { getFixedPage } from '@/lib/content'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import type { FixedPageName } from '@/lib/pages/fixed-pages'
import { routes } from '@/lib/routes'
import { PageSections } from '@/lib/sections/PageSections'
import { SitePage } from './SitePage'

/** A fixed page (home, features, pricing, contact): its document's sections at its route's address, with what the route adds (JSON-LD). */
export async function FixedPage({
  name,
  locale,
  children,
}: {
  name: FixedPageName
  locale: Locale
  children?: React.ReactNode
}) {
  const page = await getFixedPage(name, locale)
  const { path } = routes[name]
  return (
    <SitePage locale={locale} path={path}>
      {children}
      <PageSections
        title={page.title}
        intro={page.seo.description}
        sections={page.sections}
        locale={locale}
        path={localizedPath(path, locale)}
      />
    </SitePage>
  )
}
