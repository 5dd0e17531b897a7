'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { TOKEN_FIELD } from '../forms/account-fields'
import { localeFromForm, formOf } from '../forms/parse'
import { localizedPath, type Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { clientKey } from '../limits/client-key'
import { routes, type RouteName } from '../routes'
import { reportNotMe, reportNotMeByLink } from './account-sessions'
import { signInLockedMessage } from './lockout'
import { requestHeaders } from './request'
import { confirmTwoFactor, renewRecoveryCodes, signInWithCode, startTwoFactor, turnOffTwoFactor } from './two-factor'
import { TWO_STEP_FIELDS, type TwoStepFormState } from './two-factor-state'

/*
 * The server actions of two-step sign-in and of "This wasn't me", with JavaScript or without.
 * Answers are in the form's language (its hidden `locale` field); no code or password is logged
 * or sent back.
 */

function languageOf(formData: FormData) {
  const locale: Locale = localeFromForm(formData)
  const m = messagesFor(locale)
  return {
    locale,
    m,
    path: (route: RouteName) => localizedPath(routes[route].path, locale),
  }
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.slice(0, 200) : ''
}

const refused = (message: string, field?: TwoStepFormState['field'], link?: TwoStepFormState['link']) =>
  ({
    status: 'done',
    ok: false,
    message,
    ...(field && { field }),
    ...(link && { link }),
  }) satisfies TwoStepFormState

/** The words for what the shared outcomes of the two-step functions mean. */
function commonAnswer(
  result: { reason: string; retryAfterMs?: number },
  { m, path }: Pick<ReturnType<typeof languageOf>, 'm' | 'path'>,
): TwoStepFormState | undefined {
  const said = m.twoStep.answers
  switch (result.reason) {
    case 'locked':
      return refused(signInLockedMessage(result.retryAfterMs ?? 0, m.authAnswers))
    case 'reset-required':
      return refused(m.authAnswers.signInResetRequired, undefined, {
        href: path('forgotPassword'),
        label: m.authAnswers.newLinkLink,
      })
    case 'invalid-code':
      return refused(said.codeInvalid, 'code')
    case 'wrong-code':
      return refused(said.codeWrong, 'code')
    case 'wrong-password':
      return refused(said.passwordWrong, 'password')
    case 'unconfirmed':
      return refused(m.twoStep.settings.confirmFirst)
    case 'busy':
      return refused(m.authAnswers.busy)
    case 'unavailable':
      return refused(m.authAnswers.unavailable)
  }
  return undefined
}

/** The code step of a sign-in (/users/two-step). */
export async function twoStepSignInAction(_previous: TwoStepFormState, form: unknown): Promise<TwoStepFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await signInWithCode(
    {
      code: text(formData, TWO_STEP_FIELDS.code),
      trustBrowser: formData.get(TWO_STEP_FIELDS.trust) === 'on',
    },
    request,
    clientKey(request),
  )
  if (result.ok) redirect(localizedPath(routes.account.path, result.locale))
  const signInAgain = { href: path('signIn'), label: m.authAnswers.loginLink }
  if (result.reason === 'expired') return refused(m.twoStep.answers.expired, undefined, signInAgain)
  if (result.reason === 'too-many') return refused(m.twoStep.answers.tooMany, undefined, signInAgain)
  return commonAnswer(result, { m, path })!
}

/** Two-step settings on /account, step one: the password, then the page shows the QR code. */
export async function startTwoFactorAction(_previous: TwoStepFormState, form: unknown): Promise<TwoStepFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await startTwoFactor(text(formData, TWO_STEP_FIELDS.password), request, clientKey(request))
  if (result.ok) {
    refresh()
    return { status: 'done', ok: true }
  }
  if (result.reason === 'signed-out') redirect(path('signIn'))
  return commonAnswer(result, { m, path })!
}

/** Step two: a code from the app turns it on; the answer carries the recovery codes, this once. */
export async function confirmTwoFactorAction(_previous: TwoStepFormState, form: unknown): Promise<TwoStepFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await confirmTwoFactor(text(formData, TWO_STEP_FIELDS.code), request, clientKey(request))
  // No refresh: the form shows the answer and the codes, and the rest of the settings as "on" (TwoStepSettings).
  if (result.ok)
    return {
      status: 'done',
      ok: true,
      message: m.twoStep.answers.turnedOn,
      recoveryCodes: result.recoveryCodes,
    }
  if (result.reason === 'signed-out') redirect(path('signIn'))
  return commonAnswer(result, { m, path })!
}

/** Turning it off: the password and a code. */
export async function turnOffTwoFactorAction(_previous: TwoStepFormState, form: unknown): Promise<TwoStepFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await turnOffTwoFactor(
    {
      password: text(formData, TWO_STEP_FIELDS.password),
      code: text(formData, TWO_STEP_FIELDS.code),
    },
    request,
    clientKey(request),
  )
  if (result.ok) {
    refresh()
    return { status: 'done', ok: true, message: m.twoStep.answers.turnedOff }
  }
  if (result.reason === 'signed-out') redirect(path('signIn'))
  return commonAnswer(result, { m, path })!
}

/** New recovery codes: the password and a code; the answer carries the codes, this once. */
export async function renewRecoveryCodesAction(_previous: TwoStepFormState, form: unknown): Promise<TwoStepFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await renewRecoveryCodes(
    {
      password: text(formData, TWO_STEP_FIELDS.password),
      code: text(formData, TWO_STEP_FIELDS.code),
    },
    request,
    clientKey(request),
  )
  if (result.ok)
    return {
      status: 'done',
      ok: true,
      message: m.twoStep.answers.renewed,
      recoveryCodes: result.recoveryCodes,
    }
  if (result.reason === 'signed-out') redirect(path('signIn'))
  return commonAnswer(result, { m, path })!
}

/** "This wasn't me" in the sign-in history: signed out everywhere, and a reset link on its way. */
export async function notMeAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const request = await requestHeaders()
  const reported = await reportNotMe(request, clientKey(request))
  redirect(reported ? `${path('notMe')}?done` : path('signIn'))
}

/** The button of the page a new browser's notice links to (a POST: a mail scanner following links changes nothing). */
export async function notMeLinkAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const request = await requestHeaders()
  const reported = await reportNotMeByLink(text(formData, TOKEN_FIELD), request, clientKey(request))
  redirect(`${path('notMe')}?${reported ? 'done' : 'invalid'}`)
}
