import { site } from '../site'
import { PASSWORD_MAX, PASSWORD_MIN } from './names-and-limits'

/*
 * Every message the site's forms show, in one place. The first group is quoted from the
 * product specification and must not change; the rest fill the gaps it leaves.
 */

export const messages = {
  // From the specification, word for word.
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  confirmNewPassword: 'Please confirm your new password',
  contactSent: 'Your message has been sent. Thank you!',

  // Named in the issue where the specification is silent.
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordsDiffer: 'Passwords do not match',

  // Our own wording where both are silent.
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  confirmPassword: 'Please confirm your password',
  emailRequired: 'Email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const

/** What the contact form says once the server has answered. */
export const contactMessages = {
  sent: messages.contactSent,
  failed: `Sorry, your message could not be sent. Please try again in a few minutes, or email us at ${site.email}.`,
  rateLimited: `You have sent several messages in the last few minutes. Please wait a while before sending another, or email us at ${site.email}.`,
  refused: `Sorry, your message could not be sent. Please email us at ${site.email} instead.`,
  sending: 'Sending your message…',
} as const

/** When a form's request never reaches its server action (lib/forms/body-guard.ts, or a lost connection). */
export const formBodyMessages = {
  tooLarge: 'The form you sent is too large to be read. Shorten what you typed and send it again.',
  unreadable: 'The form you sent could not be read. Please send it again.',
  notSent: 'The form could not be sent. Check your connection and try again.',
}

export const tooLong = (field: string, max: number) =>
  `${field} must be at most ${max.toLocaleString('en-US')} characters`
export const notAllowed = (field: string) => `${field} contains characters that are not allowed`

/** What the account screens say once the server has answered. Our own wording: the specification has none. */
export const authMessages = {
  /** One message for a wrong e-mail and a wrong password: it must not say which. */
  signInFailed: 'The e-mail address or password is incorrect.',
  accountExists: 'An account with this e-mail address already exists.',
  /** The same answer whether or not the address has an account. */
  resetRequested:
    'If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works once, within one hour.',
  resetLinkInvalid: 'This password reset link has expired or has already been used.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordChanged: 'Your password has been changed. Every other session of your account has been signed out.',
  signUpLimited: 'Several accounts have been created from your network in the last hour. Please try again later.',
  unavailable: 'Sorry, that did not work. Please try again in a few minutes.',
  confirmEmail: (email: string) =>
    `Please confirm your e-mail address: we sent a link to ${email}. Until then, a password reset signs out every other session.`,
  confirmationSent: 'We sent you a new confirmation link. It works for 24 hours.',
  confirmationLimited: 'We have sent several links in the last hour. Please use the newest one, or try again later.',
  emailConfirmed: 'Your e-mail address is confirmed. Thank you!',
  confirmationLinkInvalid: 'This confirmation link has expired or is not valid.',
  signingIn: 'Signing you in…',
  sending: 'Sending…',
} as const

/** "Too many failed sign-in attempts. Try again in 15 minutes." */
export function signInLockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
