import type { Metadata } from 'next'
import { getSiteSettings } from '@/lib/content'
import { routes, suggestedRoutes } from '@/lib/routes'
import { Icon } from './_components/Icon'
import { SiteShell } from './_components/SiteShell'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from './_components/ui'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist on the MediCore website.',
  robots: { index: false },
}

export default async function NotFound() {
  return (
    <SiteShell settings={await getSiteSettings()}>
      <div className={`${container} py-20 sm:py-28`}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Error 404</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">We can’t find that page</h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">
            The address may be mistyped, or the page may have moved. These links will get you back on track.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a href={routes.home.path} className={`${buttonPrimary} ${buttonLarge}`}>
              Go to the home page
            </a>
            <a href={routes.contact.path} className={`${buttonSecondary} ${buttonLarge}`}>
              Contact us
            </a>
          </div>
        </div>
        <ul className="mx-auto mt-16 grid max-w-3xl gap-4 sm:grid-cols-3">
          {suggestedRoutes.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                  {item.label}
                  <Icon name="arrow-right" size={16} />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SiteShell>
  )
}
