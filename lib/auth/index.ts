import type { PasswordResetValues } from '../forms/password-reset'
import type { SignInValues } from '../forms/sign-in'
import type { SignUpValues } from '../forms/sign-up'

/*
 * The one integration point for the authentication screens. Each form validates its
 * values, then hands them here. The platform behind the login is not part of this
 * site, so the default provider only says so: it sends, logs and stores nothing.
 * To connect a real identity provider, replace `authProvider` below; the forms, their
 * messages and their tests stay as they are.
 */

export type AuthOutcome = {
  /** True when the visitor may go on (signed in, registered, password changed). */
  ok: boolean
  /** Shown to the visitor in the form's polite status region. */
  message: string
  /** Where to send the visitor after a successful submit, if anywhere. */
  redirectTo?: string
}

export interface AuthProvider {
  signIn(values: SignInValues): Promise<AuthOutcome>
  signUp(values: SignUpValues): Promise<AuthOutcome>
  resetPassword(values: PasswordResetValues): Promise<AuthOutcome>
}

export const notConnectedMessages = {
  signIn: 'Sign-in is not connected on this site yet. Your details were not stored.',
  signUp: 'Registration is not connected on this site yet. Your details were not stored.',
  resetPassword: 'Password reset is not connected on this site yet. Your details were not stored.',
} as const

/** The default: a polite "not connected yet" for every form. Values are ignored on purpose. */
export const notConnected: AuthProvider = {
  signIn: async () => ({ ok: false, message: notConnectedMessages.signIn }),
  signUp: async () => ({ ok: false, message: notConnectedMessages.signUp }),
  resetPassword: async () => ({ ok: false, message: notConnectedMessages.resetPassword }),
}

export const authProvider: AuthProvider = notConnected
