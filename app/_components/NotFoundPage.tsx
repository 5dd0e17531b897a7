import type { ReactNode } from 'react'
import { getSiteSettings } from '@/lib/content'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { routes, suggestedRoutes } from '@/lib/routes'
import { Icon } from './Icon'
import { SiteShell } from './SiteShell'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from './ui'

/** The 404 page's header, footer and body in `locale`, with `extra` below its buttons. */
export async function NotFoundPage({ locale, extra }: { locale: Locale; extra?: ReactNode }) {
  const text = siteText(locale).notFound
  const at = (path: string) => localizedPath(path, locale)
  return (
    <SiteShell settings={await getSiteSettings(locale)} locale={locale}>
      <div className={`${container} py-20 sm:py-28`}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{text.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">{text.heading}</h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">{text.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a href={at(routes.home.path)} className={`${buttonPrimary} ${buttonLarge}`}>
              {text.home}
            </a>
            <a href={at(routes.contact.path)} className={`${buttonSecondary} ${buttonLarge}`}>
              {text.contact}
            </a>
          </div>
          {extra}
        </div>
        <ul className="mx-auto mt-16 grid max-w-3xl gap-4 sm:grid-cols-3">
          {suggestedRoutes.map((name) => (
            <li key={name}>
              <a
                href={at(routes[name].path)}
                className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                  {text.suggestions[name].label}
                  <Icon name="arrow-right" size={16} />
                </span>
                <span className="mt-1 text-sm text-slate-600">{text.suggestions[name].text}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SiteShell>
  )
}
