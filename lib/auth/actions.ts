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
  endOtherSessions,
  endSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './index'
import { requestHeaders } from './request'
import type { AuthFormState } from './state'

/*
 * The account forms' server actions: every submit, with JavaScript or without, ends here. The
 * browser has already checked the fields with the same schema; the server checks again. A
 * success redirects (303 without JavaScript); otherwise the form shows the answer. Neither the
 * values nor any error is logged, and a password is never sent back.
 */

const ACCOUNT_PATH = '/account'

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
  const result = await signUp({ ...parsed.data, plan: hidden(formData, PLAN_FIELD) }, await requestHeaders())
  if (result.ok) redirect(ACCOUNT_PATH)
  if (result.reason === 'exists') {
    return answer(false, authMessages.accountExists, values, { href: '/users/sign-in', label: 'Login' })
  }
  return answer(false, authMessages.unavailable, values)
}

export async function forgotPasswordAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, forgotPasswordFields)
  const parsed = parseWith(forgotPasswordSchema, values)
  if (!parsed.ok) return invalid(parsed.errors, values)
  await requestPasswordReset(parsed.data.email, await requestHeaders())
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
      href: '/users/forgot-password',
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
  if (result.reason === 'signed-out') redirect('/users/sign-in')
  if (result.reason === 'wrong-password') {
    return { ...invalid({ currentPassword: authMessages.currentPasswordWrong }, values) }
  }
  return answer(false, authMessages.unavailable, values)
}

export async function signOutAction(): Promise<void> {
  await signOut(await requestHeaders())
  redirect('/users/sign-in')
}

export async function endSessionAction(formData: FormData): Promise<void> {
  const id = hidden(formData, 'session')
  if (id) await endSession(await requestHeaders(), id)
  redirect(ACCOUNT_PATH)
}

export async function endOtherSessionsAction(): Promise<void> {
  await endOtherSessions(await requestHeaders())
  redirect(ACCOUNT_PATH)
}
