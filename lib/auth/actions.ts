'use server'

import { redirect } from 'next/navigation'
import { clientKey } from '../limits/client-key'
import { changePasswordFields, changePasswordSchema } from '../forms/change-password'
import { forgotPasswordFields, forgotPasswordSchema } from '../forms/forgot-password'
import { PLAN_FIELD, TOKEN_FIELD } from '../forms/account-fields'
import { formDataToObject, localeFromForm, parseWith, type FieldErrors, formOf } from '../forms/parse'
import { localizedPath, type Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { passwordResetFields, passwordResetSchema } from '../forms/password-reset'
import { signInFields, signInSchema } from '../forms/sign-in'
import { signUpFields, signUpSchema } from '../forms/sign-up'
import { passwordProblemMessage } from '../forms/rules'
import type { PasswordProblem } from '../forms/password-policy'
import { confirmEmail, resendConfirmation, setAccountLanguage, signIn, signUp } from './accounts'
import { languageFromForm } from './account-language'
import { isCommonPassword } from './common-passwords'
import { signInLockedMessage } from './lockout'
import { requestHeaders } from './request'
import type { AuthFormState } from './state'
import { routes, type RouteName } from '../routes'
import { changePassword, requestPasswordReset, resetPassword } from './passwords'
import { endOtherSessions, endSession, signOut } from './account-sessions'

/*
 * The account forms' server actions: every submit, with JavaScript or without, ends here. The
 * browser has already checked the fields with the same schema; the server checks again. A
 * success redirects (303 without JavaScript); otherwise the form shows the answer. Neither the
 * values nor any error is logged, and a password is never sent back. Every form carries the
 * language of its page (a hidden `locale` field, English when missing): the answers are in it,
 * and the redirects lead to that language's pages.
 */

/** The form's language, its catalogue, and its language's address of a page. */
function languageOf(formData: FormData) {
  const locale: Locale = localeFromForm(formData)
  const m = messagesFor(locale)
  return {
    locale,
    m,
    path: (route: RouteName) => localizedPath(routes[route].path, locale),
  }
}

type Values = Record<string, string | boolean | undefined>

const withoutPasswords = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !key.toLowerCase().includes('password')))

const invalid = (errors: FieldErrors, values: Values): AuthFormState => ({
  status: 'invalid',
  errors,
  values: withoutPasswords(values),
})

const answer = (ok: boolean, message: string, values: Values, link?: AuthFormState['link']): AuthFormState => ({
  status: 'done',
  ok,
  message,
  ...(link && { link }),
  values: withoutPasswords(values),
})

/** The server's password policy adds the breached list, which the browser does not have. */
const serverPolicy = { isCommon: isCommonPassword }

/** A refused new password: the reason under the password field. */
const weakPassword = (m: ReturnType<typeof messagesFor>, problem: PasswordProblem, values: Values) =>
  invalid({ password: passwordProblemMessage(m.validation, problem) }, values)

/** Past the failures in a row: a reset (or the owner's browser) is the way in. */
const resetRequired = (m: ReturnType<typeof messagesFor>, path: (route: RouteName) => string, values: Values) =>
  answer(false, m.authAnswers.signInResetRequired, values, {
    href: path('forgotPassword'),
    label: m.authAnswers.newLinkLink,
  })

const accountPage = (locale: Locale) => localizedPath(routes.account.path, locale)

const hidden = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}

export async function signInAction(_previous: AuthFormState, form: unknown): Promise<AuthFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const values = formDataToObject(formData, signInFields, ['remember'])
  const parsed = parseWith(signInSchema(m.validation), values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  const result = await signIn(parsed.data, request, clientKey(request))
  // The account page in the account's own language, whichever form was used.
  if (result.ok) redirect(accountPage(result.locale))
  // The password was right: the code from the app comes next, on its own page.
  if (result.reason === 'two-step') redirect(path('twoStep'))
  if (result.reason === 'locked') return answer(false, signInLockedMessage(result.retryAfterMs, m.authAnswers), values)
  if (result.reason === 'reset-required') return resetRequired(m, path, values)
  const said = m.authAnswers
  if (result.reason === 'busy') return answer(false, said.busy, values)
  return answer(false, result.reason === 'invalid' ? said.signInFailed : said.unavailable, values)
}

export async function signUpAction(_previous: AuthFormState, form: unknown): Promise<AuthFormState> {
  const formData = formOf(form)
  const { locale, m, path } = languageOf(formData)
  const said = m.authAnswers
  const values = formDataToObject(formData, signUpFields)
  const parsed = parseWith(signUpSchema(m.validation, serverPolicy), values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  const account = {
    ...parsed.data,
    plan: hidden(formData, PLAN_FIELD),
    locale,
  }
  const result = await signUp(account, request, clientKey(request))
  if (result.ok) redirect(path('account'))
  if (result.reason === 'weak-password') return weakPassword(m, result.problem, values)
  if (result.reason === 'exists') {
    return answer(false, said.accountExists, values, {
      href: path('signIn'),
      label: said.loginLink,
    })
  }
  if (result.reason === 'busy') return answer(false, said.busy, values)
  return answer(false, result.reason === 'limited' ? said.signUpLimited : said.unavailable, values)
}

export async function forgotPasswordAction(_previous: AuthFormState, form: unknown): Promise<AuthFormState> {
  const formData = formOf(form)
  const { m } = languageOf(formData)
  const values = formDataToObject(formData, forgotPasswordFields)
  const parsed = parseWith(forgotPasswordSchema(m.validation), values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  await requestPasswordReset(parsed.data.email, request, clientKey(request))
  return answer(true, m.authAnswers.resetRequested, values)
}

export async function passwordResetAction(_previous: AuthFormState, form: unknown): Promise<AuthFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const values = formDataToObject(formData, passwordResetFields, ['logout_devices'])
  const parsed = parseWith(passwordResetSchema(m.validation, serverPolicy), values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const result = await resetPassword(
    {
      token: hidden(formData, TOKEN_FIELD) ?? '',
      password: parsed.data.password,
      logoutDevices: parsed.data.logout_devices,
    },
    await requestHeaders(),
  )
  // With two-step sign-in, the new password is the first step: the code comes next, on its own page.
  if (result.ok) redirect(result.codeStep ? path('twoStep') : accountPage(result.locale))
  if (result.reason === 'weak-password') return weakPassword(m, result.problem, values)
  if (result.reason === 'invalid-token') {
    return answer(false, m.authAnswers.resetLinkInvalid, values, {
      href: path('forgotPassword'),
      label: m.authAnswers.newLinkLink,
    })
  }
  if (result.reason === 'busy') return answer(false, m.authAnswers.busy, values)
  return answer(false, m.authAnswers.unavailable, values)
}

export async function changePasswordAction(_previous: AuthFormState, form: unknown): Promise<AuthFormState> {
  const formData = formOf(form)
  const { m, path } = languageOf(formData)
  const values = formDataToObject(formData, changePasswordFields)
  const parsed = parseWith(changePasswordSchema(m.validation, serverPolicy), values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  const result = await changePassword(
    {
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.password,
    },
    request,
    clientKey(request),
  )
  if (result.ok) return answer(true, m.authAnswers.passwordChanged, {})
  if (result.reason === 'signed-out') redirect(path('signIn'))
  if (result.reason === 'locked') return answer(false, signInLockedMessage(result.retryAfterMs, m.authAnswers), values)
  if (result.reason === 'reset-required') return resetRequired(m, path, values)
  if (result.reason === 'weak-password') return weakPassword(m, result.problem, values)
  if (result.reason === 'wrong-password') {
    return {
      ...invalid({ currentPassword: m.authAnswers.currentPasswordWrong }, values),
    }
  }
  if (result.reason === 'busy') return answer(false, m.authAnswers.busy, values)
  return answer(false, m.authAnswers.unavailable, values)
}

/*
 * The forms below are ActionForms (lib/components/forms/ActionForm.tsx): each action answers with
 * a redirect, and takes the no state useActionState hands it first.
 */
export async function signOutAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  await signOut(await requestHeaders())
  redirect(languageOf(formData).path('signIn'))
}

export async function endSessionAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const id = hidden(formData, 'session')
  const signedIn = id ? await endSession(await requestHeaders(), id) : true
  redirect(path(signedIn ? 'account' : 'signIn'))
}

export async function endOtherSessionsAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const signedIn = await endOtherSessions(await requestHeaders())
  redirect(path(signedIn ? 'account' : 'signIn'))
}

/** The button on the page a confirmation link opens (a POST: a mail scanner following links confirms nothing). */
export async function confirmEmailAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const result = await confirmEmail(hidden(formData, TOKEN_FIELD) ?? '', await requestHeaders())
  const outcome = result.ok ? (result.passwordVoided ? 'password-voided' : 'confirmed') : result.reason
  redirect(`${path('confirmEmail')}?${outcome}`)
}

/** "Send the link again" on /account. */
export async function resendConfirmationAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const request = await requestHeaders()
  const result = await resendConfirmation(request, clientKey(request))
  redirect(result === 'signed-out' ? path('signIn') : `${path('account')}?confirmation=${result}`)
}

/** The language setting on /account: the account's mails are written in it; its account page opens in it. */
export async function changeLanguageAction(_previous: unknown, form: unknown): Promise<void> {
  const formData = formOf(form)
  const { path } = languageOf(formData)
  const language = languageFromForm(formData)
  if (!language) redirect(path('account'))
  const signedIn = await setAccountLanguage(await requestHeaders(), language)
  redirect(signedIn ? accountPage(language) : path('signIn'))
}
