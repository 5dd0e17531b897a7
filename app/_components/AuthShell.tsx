import type { ReactNode } from 'react'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { SkipLink, mainContentId } from './SkipLink'
import { textLink } from '@/lib/components/ui'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/text'
import { siteText } from '@/lib/i18n/site-text'
import { site } from '@/lib/site'

/**
 * The account area (/users/..., /account): a card on a quiet background, a way back to the site
 * and the language switcher (which reads the page from the Referer: the shell is not told it).
 * `wide` (the account page) lays out cards of its own on a wider page.
 */
export function AuthShell({
  children,
  wide = false,
  locale = 'en',
}: {
  children: ReactNode
  wide?: boolean
  locale?: Locale
}) {
  const width = wide ? 'max-w-6xl' : 'max-w-md'
  const words = messagesFor(locale).authShell
  const home = localizedPath('/', locale)
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink label={siteText(locale).skipLink} />
      <header className={`mx-auto flex w-full ${width} items-center justify-between gap-4 px-4 pt-8 pb-6`}>
        <a href={home} aria-label={fill(words.homeLabel, { site: site.name })} className="rounded-md">
          <Logo />
        </a>
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1 text-sm">
          <LanguageSwitcher locale={locale} className={textLink} />
          <a href={home} className={textLink}>
            {words.backToSite}
          </a>
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className={`mx-auto w-full ${width} flex-1 px-4 pb-16 outline-none`}>
        {wide ? (
          children
        ) : (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        )}
      </main>
    </div>
  )
}
