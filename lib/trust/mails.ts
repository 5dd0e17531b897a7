import { escapeHtml } from '../escape-html.ts'
import { localeNames, localizedPath, type Locale } from '../i18n/locales.ts'
import type { Mail } from '../mail/types.ts'
import { htmlInLanguage } from '../mail/compose.ts'
import { routes } from '../routes.ts'
import { site } from '../site.ts'
import type { Subprocessor, SubprocessorChange } from './models.ts'
import type { TrustRequest } from './requests/store.ts'
import { trustPaths } from './paths.ts'
import { trustText, type RequestKind } from './text.ts'

/*
 * The trust center's mails, in the recipient's language: plain text, and the same words in simple
 * HTML that declares the language. None repeats a visitor's own words to the address they typed
 * (anyone may type anyone's address): a confirmation, an acknowledgement or a decision says only
 * what the site itself says. Staff's mails stay English.
 */

const dateIn = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeNames[locale].htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))

/** A mail of paragraphs (a string each; a URL on a line of its own becomes a link). */
function compose(locale: Locale, paragraphs: string[]): Pick<Mail, 'text' | 'html'> {
  const words = trustText(locale).mails
  const all = [words.greeting, ...paragraphs, words.signature]
  const html = all
    .map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
        : `<p style="white-space: pre-line">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n')
  return { text: all.join('\n\n'), html: htmlInLanguage(localeNames[locale].htmlLang, html) }
}

const pageUrl = (origin: string, locale: Locale, path: string, query?: Record<string, string>) =>
  `${origin}${localizedPath(path, locale)}${query ? `?${new URLSearchParams(query)}` : ''}`

/** The double opt-in's mail: the link that confirms the subscription, on a page whose button does. */
export function subscriptionConfirmMail(to: string, locale: Locale, origin: string, token: string): Mail {
  const words = trustText(locale).mails.confirm
  const url = pageUrl(origin, locale, routes.trustSubscription.path, { confirm: token })
  return {
    kind: 'trust-subscription-confirm',
    to,
    subject: words.subject,
    ...compose(locale, [words.body, url, words.ignore]),
  }
}

/** One subscriber's notice of one change: with RFC 8058's one-click unsubscribe in its headers. */
export function changeNoticeMail(
  notice: { to: string; locale: Locale; origin: string; unsubscribeToken: string; replyTo?: string },
  subprocessor: Subprocessor,
  change: SubprocessorChange,
): Mail {
  const { to, locale, origin, unsubscribeToken, replyTo } = notice
  const text = trustText(locale)
  const words = text.mails.notice
  const kind = text.subprocessors.kinds[change.kind]
  const oneClick = pageUrl(origin, locale, trustPaths.unsubscribe, { token: unsubscribeToken })
  const unsubscribePage = pageUrl(origin, locale, routes.trustSubscription.path, { unsubscribe: unsubscribeToken })
  const list = `${pageUrl(origin, locale, routes.trust.path)}#subprocessors`
  return {
    kind: 'trust-subprocessor-notice',
    to,
    subject: words.subject(kind, subprocessor.name),
    ...(replyTo && { replyTo }),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...compose(locale, [
      words.intro(subprocessor.name),
      `${words.what}: ${kind}. ${change.note}`,
      `${words.effective}: ${dateIn(change.effective, locale)}`,
      `${words.details}: ${subprocessor.purpose}; ${subprocessor.location}; ${subprocessor.dataProcessed}`,
      words.list,
      list,
      words.object,
      words.unsubscribe,
      unsubscribePage,
    ]),
  }
}

/** The requester's acknowledgement: the kind and the reference, none of their words. */
export function requestAckMail(to: string, locale: Locale, kind: RequestKind, reference: string): Mail {
  const words = trustText(locale).mails.requestAck
  return {
    kind: 'trust-request-ack',
    to,
    subject: words.subject(reference),
    ...compose(locale, [words.body(words.kinds[kind], reference), words.notYou]),
  }
}

/** The decision on a request for the restricted documents, in the account's language. */
export function accessDecisionMail(to: string, locale: Locale, origin: string, approved: boolean): Mail {
  const words = trustText(locale).mails
  if (!approved)
    return {
      kind: 'trust-access-refused',
      to,
      subject: words.accessRefused.subject,
      ...compose(locale, [words.accessRefused.body]),
    }
  return {
    kind: 'trust-access-approved',
    to,
    subject: words.accessApproved.subject,
    ...compose(locale, [words.accessApproved.body, pageUrl(origin, locale, routes.trustAccess.path)]),
  }
}

/** A request reference as staff and the requester see it: TR-000042. */
export const requestReference = (id: string | number) => `TR-${String(id).padStart(6, '0')}`

/** Staff's mail about a request (English): who, what, the file's kind and size, and how to fetch it. */
export function requestStaffMail(
  to: string,
  request: Omit<TrustRequest, 'file' | 'submittedAt'> & { id: string; file?: { type: string; size: number } },
): Mail {
  const kind = trustText('en').request.kinds[request.kind]
  const reference = requestReference(request.id)
  const file = request.file
    ? `${request.file.type.toUpperCase()}, ${Math.ceil(request.file.size / 1024)} KB: npm run inbox -- --file ${request.id}`
    : 'none'
  const lines = [
    `A visitor sent a request through the trust center of ${site.name} (${reference}).`,
    '',
    `Request:      ${kind}`,
    `Name:         ${request.name}`,
    `Email:        ${request.email}`,
    `Organization: ${request.organization}`,
    `Language:     ${localeNames[request.locale].inEnglish}`,
    `File:         ${file}`,
    '',
    request.message || '(no message)',
  ]
  return {
    kind: 'trust-request-notification',
    to,
    subject: `Trust center: ${kind} (${reference})`,
    replyTo: request.email,
    text: lines.join('\n'),
    html: `<pre style="white-space: pre-wrap; font-family: inherit">${escapeHtml(lines.join('\n'))}</pre>`,
  }
}

/** Staff's mail about a request for the restricted documents (English): how to decide it. */
export function accessStaffMail(to: string, account: { email: string; name: string; ndaVersion: string }): Mail {
  const text = [
    `${account.name} <${account.email}> accepted the NDA (version ${account.ndaVersion}) and asks for the restricted trust documents.`,
    '',
    `Approve:  npm run access -- approve ${account.email}`,
    `Refuse:   npm run access -- refuse ${account.email}`,
    '',
    'Or decide it in the Studio (Trust center → Access requests) when a Sanity project is connected.',
  ].join('\n')
  return {
    kind: 'trust-access-request',
    to,
    subject: `Trust center: access requested by ${account.email}`,
    text,
    html: `<pre style="white-space: pre-wrap; font-family: inherit">${escapeHtml(text)}</pre>`,
  }
}
