import { PASSKEY_NAME_MAX } from '../forms/account-fields'
import { fill } from '../i18n/text'
import type { Messages } from '../i18n/types'

/*
 * What the passkey actions that end in a redirect tell the account page (`?passkey=added`), to
 * show once: the notice's name, and its words in the page's language.
 */

export const PASSKEY_NOTICE = 'passkey'

const notices = {
  added: (m: Messages) => m.passkeyAnswers.added,
  renamed: (m: Messages) => m.passkeyAnswers.renamed,
  removed: (m: Messages) => m.passkeyAnswers.removed,
  'name-too-long': (m: Messages) => fill(m.passkeyAnswers.nameTooLong, { max: PASSKEY_NAME_MAX }),
} as const

export type PasskeyNotice = keyof typeof notices

/** The words of a `?passkey=` notice, or undefined for anything else a visitor puts there. */
export function passkeyNoticeText(value: unknown, m: Messages): string | undefined {
  return typeof value === 'string' && Object.hasOwn(notices, value) ? notices[value as PasskeyNotice](m) : undefined
}
