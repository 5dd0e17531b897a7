import type { SiteSettings } from '@/lib/content'
import { signInHref, signUpHref } from '@/lib/links'
import { CtaLink } from '@/lib/components/CtaLink'
import { Icon } from '@/lib/components/Icon'
import { Logo } from './Logo'
import { SearchForm } from './SearchForm'
import { buttonPrimaryLook } from '@/lib/components/buttons'
import { container } from '@/lib/components/ui'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { LanguageSwitcher } from './LanguageSwitcher'
import { routes } from '@/lib/routes'

/*
 * The shared header. Plain <a> links (full-page navigation between static pages), and on a phone
 * a menu that is a modal <dialog> opened and closed by its buttons' invoker commands: it covers the
 * page, keeps the keyboard inside it until it closes (Escape too), and its own button, where the
 * menu button was, says "Close menu". No client JavaScript.
 */

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-800 motion-reduce:transition-none'

const menuButton =
  'flex h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100'

const menuId = 'site-menu'

export function SiteHeader({ settings, locale, from }: { settings: SiteSettings; locale: Locale; from?: string }) {
  const { headerLinks, signInLabel, signUpLabel } = settings
  const text = siteText(locale).header
  const at = (path: string) => localizedPath(path, locale)
  // Drawn anew in each place: one element rendered twice would repeat the logo's gradient id.
  const home = () => (
    <a href={at('/')} className="-m-1 rounded-lg p-1">
      <Logo />
    </a>
  )
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`${container} flex h-16 items-center gap-6`}>
        {home()}

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
          <button type="button" commandfor={menuId} command="show-modal" className={`${menuButton} md:hidden`}>
            <Icon name="menu" size={20} />
            <span>{text.menu}</span>
          </button>
        </div>
      </div>

      <dialog
        id={menuId}
        aria-label={text.mainMenu}
        closedby="any"
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-brand-950/40"
      >
        <div className="border-b border-slate-200">
          {/* The close button first, so that opening the menu focuses it; drawn where the menu button was. */}
          <div className={`${container} flex h-16 flex-row-reverse items-center justify-between gap-6`}>
            <button type="button" commandfor={menuId} command="close" className={menuButton}>
              <Icon name="x" size={20} />
              <span>{text.closeMenu}</span>
            </button>
            {home()}
          </div>
        </div>
        <nav aria-label={text.mainMenu} className={`${container} py-6`}>
          <SearchForm id="site-search-menu" size="large" locale={locale} />
          <ul className="mt-6 flex flex-col gap-1 border-b border-slate-200 pb-6">
            {headerLinks.map((link, index) => (
              <li key={index}>
                <CtaLink cta={link} locale={locale} className={`${navLink} block text-lg`} />
              </li>
            ))}
            <li>
              <a href={at(signInHref)} className={`${navLink} block text-lg`}>
                {signInLabel}
              </a>
            </li>
          </ul>
          <LanguageSwitcher locale={locale} from={from} className={`${navLink} mt-4 flex text-base`} />
          <a href={at(signUpHref)} className={`${buttonPrimaryLook} mt-6 flex w-full px-6 py-3 text-base`}>
            {signUpLabel}
          </a>
        </nav>
      </dialog>
    </header>
  )
}
