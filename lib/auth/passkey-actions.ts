'use server'

import { formOf } from '../forms/parse'
import { redirect } from 'next/navigation'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { PASSKEY_NAME_MAX } from '../forms/account-fields'
import { clientKey } from '../limits/client-key'
import { asLocale, localizedPath, type Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { fill } from '../i18n/text'
import type { Messages } from '../i18n/types'
import { routes, type RouteName } from '../routes'
import { accountsAuth } from './accounts'
import { signInLockedMessage } from './lockout'
import {
  addPasskey,
  PASSKEYS_PER_ACCOUNT,
  passkeyName,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
  type PasskeyRefusal,
} from './passkeys'
import { reservePasskeyAdd, reservePasskeySignIn } from './request-limits'
import { requestHeaders } from './request'
import { recordSignIn } from './sign-ins'
import { PASSKEY_NOTICE, type PasskeyNotice } from './passkey-notices'
import { checkPassword } from './passwords'

/*
 * The passkey ceremonies' server actions. The client islands (PasskeySignIn, AddPasskey) call the
 * first four with the page's language: each answers the options for the browser, or the words to
 * show, or redirects once done. Renaming and removing are plain forms (ActionForm), with or
 * without JavaScript. Nothing the browser sends is trusted: passkeys.ts checks every answer.
 */

type PasskeyFailure = { ok: false; message: string }

const path = (route: RouteName, locale: Locale) => localizedPath(routes[route].path, locale)

const noticeAt = (locale: Locale, notice: PasskeyNotice) => `${path('account', locale)}?${PASSKEY_NOTICE}=${notice}`

function refusalMessage(reason: PasskeyRefusal, m: Messages): string {
  const said = m.passkeyAnswers
  switch (reason) {
    case 'unconfirmed':
      return m.account.passkeys.confirmFirst
    case 'full':
      return fill(m.account.passkeys.full, { max: PASSKEYS_PER_ACCOUNT })
    case 'expired':
      return said.expired
    case 'unknown':
      return said.unknown
    case 'exists':
      return said.exists
    case 'not-verified':
      return said.notVerified
    default:
      return said.refused
  }
}

const failed = (message: string): PasskeyFailure => ({ ok: false, message })

/** The sign-in screen's button, first step: a challenge, within the client's passkey sign-ins. */
export async function passkeySignInOptionsAction(page: unknown) {
  const m = messagesFor(asLocale(page))
  const request = await requestHeaders()
  if (!(await reservePasskeySignIn(clientKey(request)))) return failed(m.passkeyAnswers.limited)
  const result = await signInOptions(await accountsAuth(request), request)
  return result.ok ? ({ ok: true, options: result.options } as const) : failed(refusalMessage(result.reason, m))
}

/** Second step: the device's answer. Signed in, the visitor goes to the account page in the account's language. */
export async function passkeySignInAction(page: unknown, answer: unknown): Promise<PasskeyFailure> {
  const m = messagesFor(asLocale(page))
  const request = await requestHeaders()
  const instance = await accountsAuth(request)
  const result = await signInWithPasskey(instance, request, answer as AuthenticationResponseJSON)
  if (!result.ok) return failed(refusalMessage(result.reason, m))
  // As after a password: in the history, with a notice if the browser is new, and this browser is the owner's (devices.ts).
  await recordSignIn(instance, result.user, 'passkey', request)
  redirect(path('account', result.locale))
}

/** A name typed for a passkey, or the message that says it is too long. */
function nameFrom(value: unknown, m: Messages): { name?: string } | PasskeyFailure {
  const name = passkeyName(typeof value === 'string' ? value : undefined)
  if (name && name.length > PASSKEY_NAME_MAX)
    return failed(fill(m.passkeyAnswers.nameTooLong, { max: PASSKEY_NAME_MAX }))
  return { name }
}

/** /account's "Add a passkey", first step: the current password, then a challenge for this account. */
export async function passkeyRegistrationOptionsAction(page: unknown, password: unknown, name: unknown) {
  const locale = asLocale(page)
  const m = messagesFor(locale)
  const named = nameFrom(name, m)
  if ('ok' in named) return named
  if (typeof password !== 'string' || !password) return failed(m.validation.passwordRequired)
  const request = await requestHeaders()
  if (!(await reservePasskeyAdd(clientKey(request)))) return failed(m.passkeyAnswers.limited)
  const checked = await checkPassword(password, request, clientKey(request))
  if (!checked.ok) {
    if (checked.reason === 'signed-out') redirect(path('signIn', locale))
    if (checked.reason === 'locked') return failed(signInLockedMessage(checked.retryAfterMs, m.authAnswers))
    if (checked.reason === 'reset-required') return failed(m.authAnswers.signInResetRequired)
    if (checked.reason === 'wrong-password') return failed(m.authAnswers.currentPasswordWrong)
    return failed(checked.reason === 'busy' ? m.authAnswers.busy : m.authAnswers.unavailable)
  }
  const result = await registrationOptions(await accountsAuth(request), request)
  if (result.ok) return { ok: true, options: result.options } as const
  if (result.reason === 'signed-out') redirect(path('signIn', locale))
  return failed(refusalMessage(result.reason, m))
}

/** Second step: the device's answer, stored as a passkey of the account; back to the account page, which says so. */
export async function addPasskeyAction(page: unknown, answer: unknown, name: unknown): Promise<PasskeyFailure> {
  const locale = asLocale(page)
  const m = messagesFor(locale)
  const named = nameFrom(name, m)
  if ('ok' in named) return named
  const request = await requestHeaders()
  const result = await addPasskey(await accountsAuth(request), request, answer as RegistrationResponseJSON, named.name)
  if (result.ok) redirect(noticeAt(locale, 'added'))
  if (result.reason === 'signed-out') redirect(path('signIn', locale))
  return failed(refusalMessage(result.reason, m))
}

const field = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** A passkey's name on /account (an ActionForm). */
export async function renamePasskeyAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const locale = asLocale(formData.get('locale'))
  const name = passkeyName(field(formData, 'name')) ?? ''
  if (name.length > PASSKEY_NAME_MAX) redirect(noticeAt(locale, 'name-too-long'))
  const request = await requestHeaders()
  const result = await renamePasskey(await accountsAuth(request), request, field(formData, 'passkey'), name)
  if (!result.ok && result.reason === 'signed-out') redirect(path('signIn', locale))
  redirect(result.ok ? noticeAt(locale, 'renamed') : path('account', locale))
}

/** "Remove" beside a passkey on /account (an ActionForm). */
export async function removePasskeyAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const locale = asLocale(formData.get('locale'))
  const request = await requestHeaders()
  const result = await removePasskey(await accountsAuth(request), request, field(formData, 'passkey'))
  if (!result.ok && result.reason === 'signed-out') redirect(path('signIn', locale))
  redirect(result.ok ? noticeAt(locale, 'removed') : path('account', locale))
}
