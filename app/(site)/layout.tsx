import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'

/** Every public page: skip link, shared header, <main>, shared footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell settings={await getSiteSettings()}>{children}</SiteShell>
}
