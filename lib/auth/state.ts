import type { FieldErrors } from '../forms/parse'

/**
 * What an account form shows after a submit: the server action's answer, the same with
 * JavaScript and without. `values` echoes what was typed so that the form keeps it, never a
 * password. `link` goes with the message ("Login", "Ask for a new link").
 */
export type AuthFormState = {
  status: 'idle' | 'invalid' | 'done'
  ok?: boolean
  message?: string
  link?: { href: string; label: string }
  errors?: FieldErrors
  values?: Record<string, string | boolean | undefined>
}

export const initialAuthState: AuthFormState = { status: 'idle' }
