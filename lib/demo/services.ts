import 'server-only'
import { after } from 'next/server'
import { authDataDir, siteOrigin } from '../auth/environment'
import { authSecret } from '../auth/secret'
import { getDemoAvailability } from '../content'
import { localizedPath } from '../i18n/locales'
import { queueMailWithId, withdrawMail } from '../mail'
import { mailConfigFromEnv } from '../mail/config'
import { routes } from '../routes'
import { site } from '../site'
import { copyFailed, type BookingServices } from './book'
import { defaultBookingStore } from './store'
import { studioCopyFromEnv, type StudioCopy } from './studio-copy'

/*
 * The booking rules' real parts: the database, the Studio's availability, the mail queue, the
 * site's secret for the links, and the origin links in mails use (lib/auth/environment.ts: a
 * public site's SITE_URL, never a host a client chose).
 */

let secret: string | undefined
/** The accounts' secret (BETTER_AUTH_SECRET or the generated one); the links' signatures are domain-separated. */
const linkSecret = () => (secret ??= authSecret(authDataDir(), undefined, () => undefined))

/** "MediCore <no-reply@medicore.example>" as the invitation's organiser. */
function organizer() {
  const from = mailConfigFromEnv().from
  const email = /<([^>]+)>/.exec(from)?.[1] ?? from.trim()
  return { name: site.name, email }
}

let studioCopy: { copy: StudioCopy | undefined } | undefined

/** The Studio's copy is written once the visitor has their answer: a slow Content Lake never holds a booking up. */
const afterAnswering =
  (copy: StudioCopy): StudioCopy =>
  async (booking, specialist) =>
    after(() => copy(booking, specialist).catch((error: unknown) => console.error(copyFailed(booking.id, error))))

export function bookingServices(headers: Headers): BookingServices {
  const origin = siteOrigin(headers)
  studioCopy ??= { copy: studioCopyFromEnv() }
  return {
    store: defaultBookingStore(),
    availability: getDemoAvailability,
    mail: { queue: queueMailWithId, withdraw: withdrawMail },
    secret: linkSecret(),
    manageUrl: (locale, token) =>
      `${origin}${localizedPath(routes.demoBooking.path, locale)}?token=${encodeURIComponent(token)}`,
    bookAgainUrl: (locale) => `${origin}${localizedPath(routes.demo.path, locale)}`,
    organizer: organizer(),
    studioCopy: studioCopy.copy && afterAnswering(studioCopy.copy),
  }
}
