import { DraftModeTools } from '@/app/_components/DraftModeTools'
import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'
import { siteDefaultMetadata } from '@/lib/seo'

export const generateMetadata = siteDefaultMetadata

/*
 * The public pages as staff see them in draft mode: the same shell and pages, plus the
 * visual editing overlays and an exit link. Requests reach this route only through the
 * rewrite in next.config.mjs (draft mode cookie present), so the published pages, which
 * live in app/(site), never load the draft tools' JavaScript.
 */
export default async function DraftLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteShell settings={await getSiteSettings()}>{children}</SiteShell>
      <DraftModeTools />
    </>
  )
}
