import type { Mail } from '../mail'
import { site } from '../site'
import type { AccountLink } from './better-auth'

/* The mails the accounts send: plain text first (the link is its first address), and the same words in simple HTML. */

/** The page a reset link opens, with the token the mail carries. */
const resetLinkFor = ({ origin, token }: Pick<AccountLink, 'origin' | 'token'>) =>
  `${origin}/users/password-reset?token=${encodeURIComponent(token)}`

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The password reset mail. */
export function passwordResetMail(link: AccountLink): Mail {
  const url = resetLinkFor(link)
  const lines = {
    greeting: `Hello ${link.name},`,
    asked: `Someone, we hope you, asked to reset the password of your ${site.name} account (${link.email}). Choose a new password here:`,
    once: 'The link works once, within one hour.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }
  const text = [lines.greeting, '', lines.asked, '', url, '', lines.once, lines.ignore, '', `${site.name}`].join('\n')
  const html = [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.asked)}</p>`,
    `<p><a href="${escapeHtml(url)}">Choose a new password</a></p>`,
    `<p>${escapeHtml(lines.once)} ${escapeHtml(lines.ignore)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ].join('\n')
  return { to: link.email, subject: `Reset your ${site.name} password`, text, html, kind: 'password-reset' }
}

/** Where the owner of an account goes when a change to it was not theirs. */
const forgotPasswordUrl = (origin: string) => `${origin}/users/forgot-password`

/** The notice of a password change or reset, to the account's address: the owner learns of a change that was not theirs. */
export function passwordChangedMail(account: { email: string; name: string; origin: string }): Mail {
  const url = forgotPasswordUrl(account.origin)
  const lines = {
    greeting: `Hello ${account.name},`,
    changed: `The password of your ${site.name} account (${account.email}) was just changed, and every other session of the account was signed out.`,
    notYou: 'If this was not you, reset your password now:',
    you: 'If it was you, there is nothing more to do.',
  }
  const text = [lines.greeting, '', lines.changed, '', lines.notYou, '', url, '', lines.you, '', site.name].join('\n')
  const html = [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.changed)}</p>`,
    `<p>${escapeHtml(lines.notYou)} <a href="${escapeHtml(url)}">reset your password</a>.</p>`,
    `<p>${escapeHtml(lines.you)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ].join('\n')
  return { to: account.email, subject: `Your ${site.name} password was changed`, text, html, kind: 'password-changed' }
}

/** The page a confirmation link opens: a button confirms, so a mail scanner that follows links confirms nothing. */
const confirmationLinkFor = ({ origin, token }: Pick<AccountLink, 'origin' | 'token'>) =>
  `${origin}/users/confirm-email?token=${encodeURIComponent(token)}`

/** The mail that confirms an account's address, sent at sign-up and again on request. */
export function confirmationMail(link: AccountLink): Mail {
  const url = confirmationLinkFor(link)
  const lines = {
    greeting: `Hello ${link.name},`,
    asked: `Please confirm that ${link.email} is the address of your ${site.name} account:`,
    valid: 'The link works for 24 hours.',
    ignore: 'If you did not create this account, ignore this mail.',
  }
  const text = [lines.greeting, '', lines.asked, '', url, '', lines.valid, lines.ignore, '', site.name].join('\n')
  const html = [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.asked)}</p>`,
    `<p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p>`,
    `<p>${escapeHtml(lines.valid)} ${escapeHtml(lines.ignore)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ].join('\n')
  return { to: link.email, subject: `Confirm your ${site.name} e-mail address`, text, html, kind: 'email-confirmation' }
}
