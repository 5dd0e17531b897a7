import type { SiteSettings } from '@/lib/content'
import { signInHref, signUpHref } from '@/lib/links'
import { CtaLink } from '@/lib/components/CtaLink'
import { Icon } from '@/lib/components/Icon'
import { Logo } from './Logo'
import { SearchForm } from './SearchForm'
import { buttonPrimaryLook, container } from '@/lib/components/ui'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { LanguageSwitcher } from './LanguageSwitcher'
import { routes } from '@/lib/routes'

/*
 * The shared header. Plain <a> links (full-page navigation between static pages) and a
 * <details> disclosure for the small-screen menu keep it free of client JavaScript.
 */

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-800 motion-reduce:transition-none'

export function SiteHeader({ settings, locale, from }: { settings: SiteSettings; locale: Locale; from?: string }) {
  const { headerLinks, signInLabel, signUpLabel } = settings
  const text = siteText(locale).header
  const at = (path: string) => localizedPath(path, locale)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`${container} flex h-16 items-center gap-6`}>
        <a href={at('/')} className="-m-1 rounded-lg p-1">
          <Logo />
        </a>

        <nav aria-label={text.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link, index) => (
              <li key={index}>
                <CtaLink cta={link} locale={locale} className={navLink} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="hidden lg:block">
            <SearchForm id="site-search" locale={locale} />
          </div>
          <a href={at(routes.search.path)} className={`${navLink} hidden md:block lg:hidden`}>
            <Icon name="search" size={18} />
            <span className="sr-only">{text.search}</span>
          </a>
          <LanguageSwitcher locale={locale} from={from} className={`${navLink} hidden md:inline-flex`} />
          <a href={at(signInHref)} className={`${navLink} hidden md:block`}>
            {signInLabel}
          </a>
          <a href={at(signUpHref)} className={`${buttonPrimaryLook} hidden sm:inline-flex`}>
            {signUpLabel}
          </a>

          <details className="group md:hidden">
            <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <Icon name="menu" size={20} className="group-open:hidden" />
              <Icon name="x" size={20} className="hidden group-open:block" />
              <span>{text.menu}</span>
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg">
              <nav aria-label={text.mainMenu} className={`${container} py-4`}>
                <div className="mb-4">
                  <SearchForm id="site-search-menu" size="large" locale={locale} />
                </div>
                <ul className="flex flex-col gap-1">
                  {headerLinks.map((link, index) => (
                    <li key={index}>
                      <CtaLink cta={link} locale={locale} className={`${navLink} block text-base`} />
                    </li>
                  ))}
                  <li>
                    <a href={at(signInHref)} className={`${navLink} block text-base`}>
                      {signInLabel}
                    </a>
                  </li>
                </ul>
                <LanguageSwitcher locale={locale} from={from} className={`${navLink} mt-2 flex text-base`} />
                <a href={at(signUpHref)} className={`${buttonPrimaryLook} mt-4 flex w-full sm:hidden`}>
                  {signUpLabel}
                </a>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
