import type { FieldErrors } from '../forms/parse'

/**
 * What an authentication form shows after a submit. With JavaScript on, the form
 * computes it in the browser; with JavaScript off, the server action returns it.
 * `values` echoes what was typed so that the form keeps it, never a password.
 */
export type AuthFormState = {
  status: 'idle' | 'invalid' | 'done'
  ok?: boolean
  message?: string
  errors?: FieldErrors
  values?: Record<string, string | boolean | undefined>
}

export const initialAuthState: AuthFormState = { status: 'idle' }
