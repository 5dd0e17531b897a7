import type { Metadata } from 'next'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { ConfirmationNext } from '@/lib/components/forms/ConfirmationNext'
import { PhiNote } from '@/lib/components/forms/PhiNote'
import { Icon } from '@/lib/components/Icon'
import { container } from '@/lib/components/ui'
import { getDemoAvailability } from '@/lib/content'
import { offeredTimes } from '@/lib/demo/offer'
import { defaultBookingStore } from '@/lib/demo/store'
import { localizedPath } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { fill } from '@/lib/i18n/text'
import { routes } from '@/lib/routes'
import { fixedPageTranslations, pageMetadata } from '@/lib/seo'
import { DemoBookingForm } from './DemoBookingForm'
import { demoFormText } from './demo-form-text'
import { knownTimeZone } from '@/lib/demo/time-zone'
import { zoneOptions } from './time-zones'

type DemoPageProps = LocaleProps & { searchParams: Promise<{ tz?: string | string[] }> }

export async function generateMetadata({ params }: DemoPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { meetingMinutes } = await getDemoAvailability()
  const { meta } = messagesFor(locale).demo
  return pageMetadata({
    path: routes.demo.path,
    locale,
    translations: await fixedPageTranslations(routes.demo.path),
    title: meta.title,
    description: fill(meta.description, { minutes: String(meetingMinutes) }),
  })
}

/**
 * Made for each request: the free times change with every booking. The zone they are shown in
 * is the address's `?tz=` (the zone select without JavaScript), else the first specialist's until
 * the browser's own replaces it.
 */
export default async function DemoPage({ params, searchParams }: DemoPageProps) {
  const locale = await pageLocale(params)
  const { tz } = await searchParams
  const requested = knownTimeZone(Array.isArray(tz) ? tz[0] : tz)
  const availability = await getDemoAvailability()
  const slots = await offeredTimes(defaultBookingStore(), availability)
  const zone = requested ?? availability.specialists[0]!.timeZone
  const m = messagesFor(locale)
  const minutes = String(availability.meetingMinutes)
  return (
    <SitePage locale={locale} path={routes.demo.path} query={requested ? { tz: requested } : undefined}>
      <PageHeader eyebrow={m.demo.eyebrow} title={m.demo.heading} intro={fill(m.demo.intro, { minutes })} />
      <div className={`${container} grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start`}>
        <div className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <DemoBookingForm
            locale={locale}
            permalink={`${localizedPath(routes.demo.path, locale)}${requested ? `?${new URLSearchParams({ tz: requested })}` : ''}`}
            zonePage={localizedPath(routes.demo.path, locale)}
            slots={slots}
            zone={zone}
            zoneInAddress={requested !== undefined}
            zones={zoneOptions(locale)}
            text={demoFormText(locale)}
            phiNote={<PhiNote id="demo-phi-note">{m.contact.phiNote}</PhiNote>}
            confirmation={
              <ConfirmationNext words={m.demo.confirmation} againHref={localizedPath(routes.demo.path, locale)} />
            }
          />
        </div>
        <aside
          aria-labelledby="demo-expect-title"
          className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-24"
        >
          <h2 id="demo-expect-title" className="text-lg font-semibold text-brand-950">
            {m.demo.expect.heading}
          </h2>
          <ul className="mt-4 space-y-3">
            {m.demo.expect.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm leading-6 text-slate-700">
                <Icon name="check" size={18} className="mt-0.5 shrink-0 text-accent-700" />
                {fill(point, { minutes })}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </SitePage>
  )
}
