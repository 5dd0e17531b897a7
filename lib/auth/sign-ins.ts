import 'server-only'
import { queueMail } from '../mail'
import { messagesFor } from '../i18n/messages'
import { accountLocale, type Auth } from './better-auth'
import { rememberDevice, trustedDevice } from './devices'
import { siteOrigin } from './environment'
import { describeError } from '../log'
import { logAuth } from './log'
import { newBrowserMail } from './mails'
import { createNotMeToken } from './not-me'
import { approximatePlace } from './place'
import { addSignInEvent, type SignInMethod } from './sign-in-history'
import { describeUserAgent } from './user-agent'

/*
 * What every way of signing in does once the account is proven, whatever proved it (a password,
 * a passkey, an authenticator or recovery code), and what a failed attempt leaves: an entry in the
 * account's sign-in history. A browser that carried no device cookie for the account (devices.ts)
 * was never seen signing in to it: the account's address gets a notice, with a "This wasn't me"
 * link, in the account's language. Then the browser gets its device cookie.
 */

type SignedInUser = { id: string; email: string; name: string; emailVerified?: boolean | null }

/** Records a sign-in of `user` proven by `method`, tells the owner of a new browser, and remembers this one. */
export async function recordSignIn(
  instance: Auth,
  user: SignedInUser,
  method: SignInMethod,
  headers: Headers,
): Promise<void> {
  const seenBefore = await trustedDevice(instance, user.email, headers)
  const userAgent = headers.get('user-agent')
  await addSignInEvent(instance, user.id, { method, succeeded: true, userAgent, place: await approximatePlace() })
  await rememberDevice(instance, user.email, headers)
  if (!seenBefore) await noticeNewBrowser(instance, user, userAgent, headers)
}

/** Records a failed attempt at the account's `method` (a wrong password, passkey or code). */
export async function recordFailedSignIn(
  instance: Auth,
  userId: string,
  method: SignInMethod,
  headers: Headers,
): Promise<void> {
  await addSignInEvent(instance, userId, {
    method,
    succeeded: false,
    userAgent: headers.get('user-agent'),
    place: await approximatePlace(),
  })
}

async function noticeNewBrowser(instance: Auth, user: SignedInUser, userAgent: string | null, headers: Headers) {
  try {
    const locale = accountLocale(user)
    const browser = describeUserAgent(userAgent, messagesFor(locale).account.page)
    const recipient = { email: user.email, origin: siteOrigin(headers), locale }
    const notMeToken = await createNotMeToken(instance, { userId: user.id })
    await queueMail(newBrowserMail(recipient, { browser, at: new Date(), notMeToken }))
  } catch (error) {
    // The sign-in stands; the notice is owed, and the log says so.
    logAuth(`new browser notice failed: ${describeError(error)}`)
  }
}
