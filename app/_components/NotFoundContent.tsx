import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { routes, suggestedRoutes } from '@/lib/routes'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { Icon } from '@/lib/components/Icon'
import { buttonLarge, buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import { container } from '@/lib/components/ui'

/** What the 404 page says in `locale`, with links to that language's pages; `children` may add a line. */
export function NotFoundContent({ locale, children }: { locale: Locale; children?: React.ReactNode }) {
  const text = siteText(locale).notFound
  const link = (path: string) => localizedPath(path, locale)
  return (
    <div className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <Eyebrow>{text.eyebrow}</Eyebrow>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">{text.heading}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{text.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a href={link(routes.home.path)} className={`${buttonPrimary} ${buttonLarge}`}>
            {text.home}
          </a>
          <a href={link(routes.contact.path)} className={`${buttonSecondary} ${buttonLarge}`}>
            {text.contact}
          </a>
        </div>
        {children}
      </div>
      <ul className="mx-auto mt-16 grid max-w-3xl gap-4 sm:grid-cols-2">
        {suggestedRoutes.map((name) => (
          <li key={name}>
            <a
              href={link(routes[name].path)}
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
  )
}
