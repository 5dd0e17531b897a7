import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { container, textLink } from '@/lib/components/ui'
import { bookingForLink, specialistOf } from '@/lib/demo/book'
import { readBookingToken } from '@/lib/demo/tokens'
import { meetingTime } from '@/lib/demo/format'
import { bookingServices } from '@/lib/demo/services'
import { offeredTimes } from '@/lib/demo/offer'
import { localizedPath } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { fill } from '@/lib/i18n/text'
import { routes } from '@/lib/routes'
import { knownTimeZone } from '@/lib/demo/time-zone'
import { zoneOptions } from '../time-zones'
import { ManageBooking } from './ManageBooking'

type BookingPageProps = LocaleProps & { searchParams: Promise<{ token?: string | string[]; tz?: string | string[] }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ params }: BookingPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  // A page of one visitor's booking: no page for search engines.
  return { title: messagesFor(locale).demo.manage.title, robots: { index: false, follow: false } }
}

/** What a booking mail's move or cancel link opens; the link's token is checked here and again when the form is sent. */
export default async function DemoBookingPage({ params, searchParams }: BookingPageProps) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const token = first(query.token) ?? ''
  const requested = knownTimeZone(first(query.tz))
  const m = messagesFor(locale).demo
  const services = bookingServices(await headers())
  const found = await bookingForLink(services, token)
  const page = localizedPath(routes.demoBooking.path, locale)
  const booking = found?.booking
  // Read with no clock: a link of ours, signed, whether or not it still works.
  const signed = readBookingToken(token, services.secret, 0)
  const action = found?.action ?? signed?.action ?? 'cancel'
  const availability = await services.availability()
  const specialist = booking && specialistOf(availability, booking.specialist)
  const slots = booking && action === 'move' ? await offeredTimes(services.store, availability, booking) : []
  const zone = requested ?? booking?.timeZone ?? availability.specialists[0]!.timeZone
  const body = (
    <>
      {booking && specialist ? (
        <>
          <p className="text-lg text-slate-800">
            {fill(m.manage.booked, { specialist: specialist.name, time: meetingTime(booking.startsAt, locale, zone) })}
          </p>
          {action === 'cancel' ? (
            <p className="mt-2 text-slate-700">{fill(m.manage.cancelQuestion, { specialist: specialist.name })}</p>
          ) : null}
        </>
      ) : null}
      <div className="mt-6">
        <ManageBooking
          locale={locale}
          action={action}
          token={token}
          permalink={`${page}?${new URLSearchParams({ token, ...(requested && { tz: requested }) })}`}
          zonePage={page}
          slots={slots}
          zone={zone}
          zoneInAddress={requested !== undefined}
          zones={zoneOptions(locale)}
          text={{
            moveHeading: m.manage.moveHeading,
            moveSubmit: m.manage.moveSubmit,
            cancelSubmit: m.manage.cancelSubmit,
            slot: m.form.slot,
            nearest: m.form.nearest,
            weekLegend: m.weekLegend,
            noTimes: m.noTimes,
            zoneLabel: m.zoneLabel,
            zoneSubmit: m.zoneSubmit,
            pending: m.manage.sending,
          }}
          invalid={
            found ? undefined : (
              <>
                <p className="text-slate-800">{signed ? m.manage.invalid : m.manage.unknown}</p>
                <p className="mt-4">
                  <Link href={localizedPath(routes.demo.path, locale)} className={textLink}>
                    {m.manage.bookAgain}
                  </Link>
                </p>
              </>
            )
          }
        />
      </div>
    </>
  )
  return (
    <SitePage locale={locale} path={routes.demoBooking.path}>
      <PageHeader title={m.manage.title} />
      <div className={`${container} py-12 sm:py-16`}>
        <section className="mx-auto max-w-4xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {body}
        </section>
      </div>
    </SitePage>
  )
}
