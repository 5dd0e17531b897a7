import type { Mail } from '../mail'
import { site } from '../site'
import type { ResetLink } from './server'

/** The page a reset link opens, with the token the mail carries. */
const resetLinkFor = ({ origin, token }: Pick<ResetLink, 'origin' | 'token'>) =>
  `${origin}/users/password-reset?token=${encodeURIComponent(token)}`

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The password reset mail: plain text first (the link is its first address), and the same words in simple HTML. */
export function passwordResetMail(link: ResetLink): Mail {
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
