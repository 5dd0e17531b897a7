import { formatDateTime } from '../format'
import { fill } from '../i18n/text'
import { localeNames, localizedPath, type Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import type { Messages } from '../i18n/types'
import type { Mail } from '../mail'
import { htmlInLanguage } from '../mail/compose'
import { routes } from '../routes'
import { site } from '../site'
import type { AccountLink } from './better-auth'
import { escapeHtml } from '../escape-html'

/*
 * The mails the accounts send, in the account's language (`locale`, kept on the user): plain
 * text first (the link is its first address), and the same words in simple HTML, in an element
 * that declares the language (htmlInLanguage), each link on a line of its own. Each link
 * opens the page in that language. They greet nobody by name: the name typed at sign-up may be
 * a stranger's words (AccountLink in better-auth.ts). Each notice says what happened, exactly.
 */

type MailWords = Messages['mails']

export type Recipient = { email: string; origin: string; locale: Locale }

/** A page of the site in the recipient's language, on the origin the mail's links use. */
const pageUrl = ({ origin, locale }: Pick<Recipient, 'origin' | 'locale'>, path: string, token?: string) =>
  `${origin}${localizedPath(path, locale)}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`

/** A mail's HTML part: its paragraphs, in one element that declares the recipient's language. */
const htmlFor = (locale: Locale, paragraphs: string[]) =>
  htmlInLanguage(localeNames[locale].htmlLang, paragraphs.join('\n'))

/** A link on a line of its own, its words an action ("Reset my password"), after the sentence that leads to it. */
const linkParagraph = (url: string, words: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(words)}</a></p>`

/** The words of a mail, with the site's name and the recipient's filled in. */
function wordsFor<K extends Exclude<keyof MailWords, 'greeting'>>(recipient: Recipient, kind: K) {
  const m = messagesFor(recipient.locale).mails
  const values = { site: site.name, email: recipient.email }
  const words = { greeting: m.greeting, ...m[kind] }
  return Object.fromEntries(
    Object.entries(words).map(([key, text]) => [key, fill(text, values)]),
  ) as unknown as typeof words
}

/**
 * A mail with the link the recipient asked for, to the page at `path`: what they asked, the link,
 * how long it works, and to ignore the mail if they did not ask.
 */
function askedLinkMail(
  link: AccountLink,
  path: string,
  lines: { greeting: string; subject: string; asked: string; link: string; ignore: string },
  validity: string,
  kind: Mail['kind'],
): Mail {
  const url = pageUrl(link, path, link.token)
  const text = [lines.greeting, '', lines.asked, '', url, '', validity, lines.ignore, '', site.name].join('\n')
  const html = htmlFor(link.locale, [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.asked)}</p>`,
    linkParagraph(url, lines.link),
    `<p>${escapeHtml(validity)} ${escapeHtml(lines.ignore)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ])
  return { to: link.email, subject: lines.subject, text, html, kind }
}

/** The password reset mail. */
export function passwordResetMail(link: AccountLink): Mail {
  const lines = wordsFor(link, 'passwordReset')
  return askedLinkMail(link, routes.passwordReset.path, lines, lines.once, 'password-reset')
}

/**
 * What happened to the password: changed on the account page (every other session ended), or
 * reset with a mailed link, which ended every other session or left them signed in.
 */
export type PasswordChange = 'changed' | 'resetEnded' | 'resetKept'

/** The notice of a password change or reset, to the account's address: the owner learns of a change that was not theirs. */
export function passwordChangedMail(account: Recipient, change: PasswordChange): Mail {
  // Where the owner of an account goes when a change to it was not theirs.
  const url = pageUrl(account, routes.forgotPassword.path)
  const lines = wordsFor(account, 'passwordChanged')
  const text = [lines.greeting, '', lines[change], '', lines.notYou, '', url, '', lines.you, '', site.name].join('\n')
  const html = htmlFor(account.locale, [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines[change])}</p>`,
    `<p>${escapeHtml(lines.notYou)}</p>`,
    linkParagraph(url, lines.link),
    `<p>${escapeHtml(lines.you)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ])
  return { to: account.email, subject: lines.subject, text, html, kind: 'password-changed' }
}

/**
 * The notice that the address was confirmed from a browser that did not choose the password, so
 * that password was voided and every session ended: what happened, why, and where to choose one.
 */
export function passwordVoidedMail(account: Recipient): Mail {
  const url = pageUrl(account, routes.forgotPassword.path)
  const lines = wordsFor(account, 'passwordVoided')
  const text = [lines.greeting, '', lines.what, '', lines.why, '', lines.next, '', url, '', site.name].join('\n')
  const html = htmlFor(account.locale, [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.what)}</p>`,
    `<p>${escapeHtml(lines.why)}</p>`,
    `<p>${escapeHtml(lines.next)}</p>`,
    linkParagraph(url, lines.link),
    `<p>${escapeHtml(site.name)}</p>`,
  ])
  return { to: account.email, subject: lines.subject, text, html, kind: 'password-voided' }
}

/**
 * The mail that confirms an account's address, sent at sign-up and again on request. Its link
 * opens a page whose button confirms, so a mail scanner that follows links confirms nothing.
 */
export function confirmationMail(link: AccountLink): Mail {
  const lines = wordsFor(link, 'confirmation')
  return askedLinkMail(link, routes.confirmEmail.path, lines, lines.valid, 'email-confirmation')
}

/**
 * A notice of something done to the account, with a "This wasn't me" link (not-me.ts) that signs out
 * every session and mails a reset link: what happened, the link and how long it works.
 */
function notMeLinkMail(
  account: Recipient,
  lines: { greeting: string; subject: string; notYou: string; link: string; valid: string; you: string },
  what: string,
  notMeToken: string,
  kind: Mail['kind'],
): Mail {
  const url = pageUrl(account, routes.notMe.path, notMeToken)
  const text = [lines.greeting, '', what, '', lines.notYou, '', url, '', lines.valid, lines.you, '', site.name].join(
    '\n',
  )
  const html = htmlFor(account.locale, [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(what)}</p>`,
    `<p>${escapeHtml(lines.notYou)}</p>`,
    linkParagraph(url, lines.link),
    `<p>${escapeHtml(lines.valid)} ${escapeHtml(lines.you)}</p>`,
    `<p>${escapeHtml(site.name)}</p>`,
  ])
  return { to: account.email, subject: lines.subject, text, html, kind }
}

/**
 * The notice of a sign-in from a browser never seen for the account (sign-ins.ts): which browser
 * and when, and the "This wasn't me" link that signs out every session and mails a reset link.
 */
export function newBrowserMail(account: Recipient, signIn: { browser: string; at: Date; notMeToken: string }): Mail {
  const lines = wordsFor(account, 'newBrowser')
  const signedIn = fill(lines.signedIn, { browser: signIn.browser, time: formatDateTime(signIn.at, account.locale) })
  return notMeLinkMail(account, lines, signedIn, signIn.notMeToken, 'new-browser')
}

/** A sign-in method added to or removed from an account (sign-in-methods.ts). */
export type SignInMethodChange = 'passkeyAdded' | 'passkeyRemoved' | 'twoStepOn' | 'twoStepOff' | 'recoveryCodesRenewed'

/**
 * The notice that a passkey was added or removed, or two-step sign-in turned on or off: exactly
 * which, and the "This wasn't me" link, which also removes a passkey just added (not-me.ts). It
 * never turns two-step sign-in off: a link in a mailbox must not undo the factor that guards
 * the account when the mailbox is someone else's.
 */
export function signInMethodMail(
  account: Recipient,
  change: { kind: SignInMethodChange; passkeyName?: string; notMeToken: string },
): Mail {
  const lines = wordsFor(account, 'signInMethod')
  const name = change.passkeyName ?? messagesFor(account.locale).account.passkeys.unnamed
  const what = fill(lines[change.kind], { name: `“${name}”` })
  return notMeLinkMail(
    account,
    { ...lines, notYou: change.kind === 'passkeyAdded' ? lines.notYouUndo : lines.notYou },
    what,
    change.notMeToken,
    'sign-in-method',
  )
}
