import type { SiteSettings } from '@/lib/content'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink, mainContentId } from './SkipLink'

/**
 * Skip link, shared header, the page's <main> and the shared footer; pages render no other <main>.
 * The layouts that use it read the site settings (getSiteSettings), which tags every page with them.
 */
export function SiteShell({ settings, children }: { settings: SiteSettings; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader settings={settings} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  )
}
