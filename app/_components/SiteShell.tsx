import type { SiteSettings } from '@/lib/content'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink, mainContentId } from './SkipLink'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'

/**
 * Skip link, shared header, the page's <main> and the shared footer; pages render no other <main>.
 * Its callers read the site settings (getSiteSettings), which tags every page with them.
 */
export function SiteShell({
  settings,
  locale,
  from,
  children,
}: {
  settings: SiteSettings
  locale: Locale
  /** The page's own address, for the language switcher; without it, the switcher reads the Referer. */
  from?: string
  children: React.ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={siteText(locale).skipLink} />
      <SiteHeader settings={settings} locale={locale} from={from} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} locale={locale} from={from} />
    </div>
  )
}
