import { Document } from '@/app/_components/Document'
import { DraftModeTools } from '@/app/_components/DraftModeTools'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteDefaultMetadata } from '@/lib/seo'

export const generateMetadata = siteDefaultMetadata

/*
 * The public pages as staff see them in draft mode, in their language: the same pages, each
 * drawing its shell (app/_components/SitePage.tsx), plus the visual editing overlays and an exit
 * link. Requests reach this route only through the rewrites in next.config.mjs (draft mode cookie
 * present), so the published pages, which live in app/[locale], never load the draft tools' JavaScript.
 */
export default async function DraftLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  return (
    <Document locale={locale}>
      {children}
      <DraftModeTools />
    </Document>
  )
}
