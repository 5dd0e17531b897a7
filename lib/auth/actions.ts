'use server'

import { redirect } from 'next/navigation'
import { clientKey } from '../limits/client-key'
import { changePasswordFields, changePasswordSchema } from '../forms/change-password'
import { forgotPasswordFields, forgotPasswordSchema } from '../forms/forgot-password'
import { authMessages, signInLockedMessage } from '../forms/messages'
import { PLAN_FIELD, TOKEN_FIELD } from '../forms/names-and-limits'
import { formDataToObject, parseWith, type FieldErrors } from '../forms/parse'
import { passwordResetFields, passwordResetSchema } from '../forms/password-reset'
import { signInFields, signInSchema } from '../forms/sign-in'
import { signUpFields, signUpSchema } from '../forms/sign-up'
import {
  changePassword,
  confirmEmail,
  endOtherSessions,
  endSession,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './accounts'
import { requestHeaders } from './request'
import type { AuthFormState } from './state'
import { routes } from '../routes'

/*
 * The account forms' server actions: every submit, with JavaScript or without, ends here. The
 * browser has already checked the fields with the same schema; the server checks again. A
 * success redirects (303 without JavaScript); otherwise the form shows the answer. Neither the
 * values nor any error is logged, and a password is never sent back.
 */

const ACCOUNT_PATH = routes.account.path
const SIGN_IN_PATH = routes.signIn.path
const CONFIRM_EMAIL_PATH = routes.confirmEmail.path

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

const hidden = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}

export async function signInAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, signInFields, ['remember'])
  const parsed = parseWith(signInSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  const result = await signIn(parsed.data, request, clientKey(request))
  if (result.ok) redirect(ACCOUNT_PATH)
  if (result.reason === 'locked') return answer(false, signInLockedMessage(result.retryAfterMs), values)
  return answer(false, result.reason === 'invalid' ? authMessages.signInFailed : authMessages.unavailable, values)
}

export async function signUpAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, signUpFields)
  const parsed = parseWith(signUpSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  const result = await signUp({ ...parsed.data, plan: hidden(formData, PLAN_FIELD) }, request, clientKey(request))
  if (result.ok) redirect(ACCOUNT_PATH)
  if (result.reason === 'exists') {
    return answer(false, authMessages.accountExists, values, { href: SIGN_IN_PATH, label: 'Login' })
  }
  return answer(false, result.reason === 'limited' ? authMessages.signUpLimited : authMessages.unavailable, values)
}

export async function forgotPasswordAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, forgotPasswordFields)
  const parsed = parseWith(forgotPasswordSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const request = await requestHeaders()
  await requestPasswordReset(parsed.data.email, request, clientKey(request))
  return answer(true, authMessages.resetRequested, values)
}

export async function passwordResetAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, passwordResetFields, ['logout_devices'])
  const parsed = parseWith(passwordResetSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const result = await resetPassword(
    {
      token: hidden(formData, TOKEN_FIELD) ?? '',
      password: parsed.data.password,
      logoutDevices: parsed.data.logout_devices,
    },
    await requestHeaders(),
  )
  if (result.ok) redirect(ACCOUNT_PATH)
  if (result.reason === 'invalid-token') {
    return answer(false, authMessages.resetLinkInvalid, values, {
      href: routes.forgotPassword.path,
      label: 'Ask for a new link',
    })
  }
  return answer(false, authMessages.unavailable, values)
}

export async function changePasswordAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, changePasswordFields)
  const parsed = parseWith(changePasswordSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  const result = await changePassword(
    { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password },
    await requestHeaders(),
  )
  if (result.ok) return answer(true, authMessages.passwordChanged, {})
  if (result.reason === 'signed-out') redirect(SIGN_IN_PATH)
  if (result.reason === 'wrong-password') {
    return { ...invalid({ currentPassword: authMessages.currentPasswordWrong }, values) }
  }
  return answer(false, authMessages.unavailable, values)
}

export async function signOutAction(): Promise<void> {
  await signOut(await requestHeaders())
  redirect(SIGN_IN_PATH)
}

export async function endSessionAction(formData: FormData): Promise<void> {
  const id = hidden(formData, 'session')
  const signedIn = id ? await endSession(await requestHeaders(), id) : true
  redirect(signedIn ? ACCOUNT_PATH : SIGN_IN_PATH)
}

export async function endOtherSessionsAction(): Promise<void> {
  const signedIn = await endOtherSessions(await requestHeaders())
  redirect(signedIn ? ACCOUNT_PATH : SIGN_IN_PATH)
}

/** The button on the page a confirmation link opens (a POST: a mail scanner following links confirms nothing). */
export async function confirmEmailAction(formData: FormData): Promise<void> {
  const result = await confirmEmail(hidden(formData, TOKEN_FIELD) ?? '', await requestHeaders())
  redirect(`${CONFIRM_EMAIL_PATH}?${result.ok ? 'confirmed' : result.reason}`)
}

/** "Send the link again" on /account. */
export async function resendConfirmationAction(): Promise<void> {
  const request = await requestHeaders()
  const result = await resendConfirmation(request, clientKey(request))
  redirect(result === 'signed-out' ? SIGN_IN_PATH : `${ACCOUNT_PATH}?confirmation=${result}`)
}
