import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'
import { siteDefaultMetadata } from '@/lib/seo'

/** The site settings' default title and description, for a public page that sets none of its own. */
export const generateMetadata = siteDefaultMetadata

/** Every public page: skip link, shared header, <main>, shared footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell settings={await getSiteSettings()}>{children}</SiteShell>
}
