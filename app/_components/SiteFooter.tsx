import type { SiteSettings } from '@/lib/content'
import { titleOf } from '@/lib/content/options'
import { CtaLink } from '@/lib/components/CtaLink'
import { Logo } from './Logo'
import { container } from '@/lib/components/ui'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { LanguageSwitcher } from './LanguageSwitcher'
import { SocialIcon } from './SocialIcon'
import { socialPlatforms } from '@/lib/content/social-platforms'

/*
 * The shared footer with its link columns (the site settings' footerColumns) and the company's
 * social media accounts (socialLinks), each a mark whose link names the network; none listed, none shown.
 */
export function SiteFooter({ settings, locale, from }: { settings: SiteSettings; locale: Locale; from?: string }) {
  const text = siteText(locale).footer
  return (
    <footer className="on-dark bg-brand-950 text-slate-300">
      <div className={`${container} grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr]`}>
        <div className="max-w-sm">
          <a href={localizedPath('/', locale)} className="-m-1 inline-block rounded-lg p-1">
            <Logo tone="light" />
          </a>
          <p className="mt-4 text-sm leading-6">{settings.footerTagline}</p>
          {settings.socialLinks.length > 0 ? (
            <ul aria-label={text.social} className="mt-6 flex gap-2">
              {settings.socialLinks.map((link) => (
                <li key={link._key}>
                  <a
                    href={link.url}
                    aria-label={text.on(titleOf(socialPlatforms, link.platform)!)}
                    className="inline-flex size-11 items-center justify-center rounded-full text-slate-300 ring-1 ring-white/15 hover:bg-white/10 hover:text-white"
                  >
                    <SocialIcon platform={link.platform} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={text.nav} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {settings.footerColumns.map((group) => (
            <div key={group._key}>
              <h2 className="text-xs font-semibold tracking-wider text-white">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link, index) => (
                  <li key={index}>
                    <CtaLink
                      cta={link}
                      locale={locale}
                      className="group text-sm text-slate-300 hover:text-white hover:underline"
                    >
                      {link.note ? (
                        <>
                          {' '}
                          <span className="block text-xs text-slate-400 group-hover:text-slate-300">{link.note}</span>
                        </>
                      ) : null}
                    </CtaLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className={`${container} flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-slate-400`}>
          <p>
            © {new Date().getFullYear()} {settings.companyName} {text.rights}
          </p>
          <LanguageSwitcher locale={locale} from={from} className="text-slate-300 hover:text-white hover:underline" />
        </div>
      </div>
    </footer>
  )
}
