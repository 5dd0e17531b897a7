import 'server-only'
import { parseCookies } from 'better-auth/cookies'
import { cookies } from 'next/headers'
import { normalisedAddress } from './address'
import type { Auth } from './better-auth'
import {
  deviceBinding,
  deviceCookieName,
  deviceCookieOptions,
  deviceKey,
  deviceTokens,
  trustedDeviceId,
  withDeviceToken,
} from './device-cookie'
import { cookiesAreSecure } from './environment'

/*
 * The device cookie of the browser a request came from (device-cookie.ts): whether it vouches for
 * the account an address names, and a new token for the account once its password was proven.
 */

type Context = Awaited<Auth['$context']>

const cookieOf = (headers: Headers) => {
  const secure = cookiesAreSecure(headers)
  const name = deviceCookieName(secure)
  return { secure, name, tokens: deviceTokens(parseCookies(headers.get('cookie') ?? '').get(name)) }
}

/** The account's id and password hash, what its devices' tokens are bound to; none without a password. */
async function bindingOf(context: Context, email: string) {
  const found = await context.internalAdapter.findUserByEmail(normalisedAddress(email), { includeAccounts: true })
  const credential = found?.accounts.find(
    (account) => account.providerId === 'credential' && account.accountId === found.user.id,
  )
  return found && credential?.password ? deviceBinding(found.user.id, credential.password) : undefined
}

/** The id of the browser's device cookie when it is valid for the account of `email`; undefined otherwise. */
export async function trustedDevice(instance: Auth, email: string, headers: Headers): Promise<string | undefined> {
  const { tokens } = cookieOf(headers)
  // No cookie, no lookup: a stranger's attempt costs what it did.
  if (!tokens.length) return undefined
  const context = await instance.$context
  const binding = await bindingOf(context, email)
  return binding ? trustedDeviceId(tokens, deviceKey(context.secret), binding) : undefined
}

/** After the password of the account of `email` was proven (sign-in, sign-up, reset, change): this browser is the owner's. */
export async function rememberDevice(instance: Auth, email: string, headers: Headers): Promise<void> {
  const context = await instance.$context
  const binding = await bindingOf(context, email)
  if (!binding) return
  const { secure, name, tokens } = cookieOf(headers)
  ;(await cookies()).set(name, withDeviceToken(tokens, deviceKey(context.secret), binding), deviceCookieOptions(secure))
}
