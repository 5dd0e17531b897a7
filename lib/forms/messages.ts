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

export const tooLong = (field: string, max: number) =>
  `${field} must be at most ${max.toLocaleString('en-US')} characters`
export const notAllowed = (field: string) => `${field} contains characters that are not allowed`
