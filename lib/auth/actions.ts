'use server'

import { redirect } from 'next/navigation'
import { passwordResetFields, passwordResetSchema } from '../forms/password-reset'
import { formDataToObject, parseWith } from '../forms/parse'
import { signInFields, signInSchema } from '../forms/sign-in'
import { signUpFields, signUpSchema } from '../forms/sign-up'
import { authProvider, type AuthOutcome } from './index'
import type { AuthFormState } from './state'

/*
 * The authentication forms' server actions. With JavaScript on, the forms validate and
 * call the integration point in the browser and these never run; they are the
 * fallback that makes each form answer (errors or the provider's reply) with
 * JavaScript off. Neither the values nor any error is logged.
 */

const withoutPasswords = (values: Record<string, string | boolean | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !key.toLowerCase().includes('password')))

async function run<T>(
  values: Record<string, string | boolean | undefined>,
  parse: (input: unknown) => { ok: true; data: T } | { ok: false; errors: AuthFormState['errors'] },
  submit: (data: T) => Promise<AuthOutcome>,
): Promise<AuthFormState> {
  const echo = withoutPasswords(values)
  const parsed = parse(values)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors, values: echo }
  const outcome = await submit(parsed.data)
  if (outcome.ok && outcome.redirectTo) redirect(outcome.redirectTo)
  return { status: 'done', ok: outcome.ok, message: outcome.message, values: outcome.ok ? {} : echo }
}

export async function signInAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, signInFields, ['remember'])
  return run(
    values,
    (input) => parseWith(signInSchema, input),
    (data) => authProvider.signIn(data),
  )
}

export async function signUpAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, signUpFields)
  return run(
    values,
    (input) => parseWith(signUpSchema, input),
    (data) => authProvider.signUp(data),
  )
}

export async function passwordResetAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const values = formDataToObject(formData, passwordResetFields, ['logout_devices'])
  return run(
    values,
    (input) => parseWith(passwordResetSchema, input),
    (data) => authProvider.resetPassword(data),
  )
}
