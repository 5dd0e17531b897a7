import { SiteShell } from '@/app/_components/SiteShell'

/** Every public page: skip link, shared header, <main>, shared footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
