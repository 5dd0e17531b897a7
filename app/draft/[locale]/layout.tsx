import { Document } from '@/app/_components/Document'
import { DraftModeTools } from '@/app/_components/DraftModeTools'
import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteDefaultMetadata } from '@/lib/seo'

export const generateMetadata = siteDefaultMetadata

/*
 * The public pages as staff see them in draft mode, in their language: the same shell and pages,
 * plus the visual editing overlays and an exit link. Requests reach this route only through the
 * rewrites in next.config.mjs (draft mode cookie present), so the published pages, which live in
 * app/[locale], never load the draft tools' JavaScript.
 */
export default async function DraftLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  return (
    <Document locale={locale}>
      <SiteShell settings={await getSiteSettings(locale)} locale={locale}>
        {children}
      </SiteShell>
      <DraftModeTools />
    </Document>
  )
}
