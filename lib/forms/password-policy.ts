import { site } from '../site'
import { PASSWORD_MIN } from './account-fields'

/*
 * What a new password may not be (NIST SP 800-63B 5.1.1.2, OWASP ASVS V2.1), in one place: the
 * forms' schemas run it in the browser and on the server, and lib/auth runs it again wherever a
 * password is set (sign-up, reset, change), with the breached-password list only the server holds
 * (lib/auth/common-passwords.ts). It applies when a password is chosen, never at sign-in: an
 * existing account is not locked out by a rule that came after its password.
 */

export type PasswordProblem =
  /** Among the most common passwords found in breaches. */
  | 'common'
  /** Made from the site's name ("medicore2026"). */
  | 'site-name'
  /** Made from the account's own address ("ada.lovelace1"). */
  | 'address'

export type PasswordContext = {
  /** The account's address, when known: a password made from it is refused. */
  email?: string | undefined
  /** Whether a password is on the breached list; only the server has one. */
  isCommon?: ((password: string) => boolean) | undefined
}

/** Shorter parts of an address ("al", "jo") are too common inside other words to refuse. */
const MIN_WORD = 3

/** Digits and symbols typed for letters ("m3d1c0r3", "p@ss"): a password is compared with them read as letters. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
}

const folded = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[013457@$!]/g, (char) => LOOKALIKES[char]!)

/** The address's words: the whole address, its local part, and the local part's pieces ("ada", "lovelace"). */
function addressWords(email: string): string[] {
  const address = email.trim().toLowerCase()
  const local = address.split('@')[0] ?? ''
  const pieces = local.split(/[^\p{L}\p{N}]+/u)
  return [address, local, local.replace(/[^\p{L}\p{N}]+/gu, ''), ...pieces].filter((word) => word.length >= MIN_WORD)
}

const lettersAndDigits = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, '')
const withoutPunctuation = (value: string) => value.replace(/[^\p{L}\p{N}\s]+/gu, '')

/**
 * Whether the password is made from `words`: what is left once they are taken out (read as letters
 * both ways, "medicore2026" and "m3d1c0r3!!") is, without its punctuation ("medicore.com2026"),
 * too short to be a password of its own, or holds no letter. A word split by spaces or punctuation
 * ("Medi Core 2026") is found in the password read without them. A passphrase that merely
 * mentions a word ("MediCore is my fav") keeps enough of its own.
 */
function madeFrom(password: string, words: string[], isCommon: PasswordContext['isCommon']): boolean {
  const targets = [...new Set(words.flatMap((word) => [word.toLowerCase(), folded(word)]))]
    .filter((word) => word.length >= MIN_WORD)
    .toSorted((a, b) => b.length - a.length)
  const holdsWord = (candidate: string) => targets.some((word) => candidate.includes(word))
  const readings = [password.toLowerCase(), folded(password)]
  const found = readings.filter(holdsWord)
  const candidates = found.length ? found : readings.map(lettersAndDigits).filter(holdsWord)
  return candidates.some((candidate) => {
    const rest = withoutPunctuation(targets.reduce((left, word) => left.split(word).join(''), candidate))
    return rest.trim().length < PASSWORD_MIN || !/\p{L}/u.test(rest) || isCommon?.(rest.trim()) === true
  })
}

/** The first reason the password may not be chosen, or undefined when it may. Length is the schema's. */
export function passwordProblem(
  password: string,
  { email, isCommon }: PasswordContext = {},
): PasswordProblem | undefined {
  if (isCommon?.(password)) return 'common'
  if (madeFrom(password, [site.name], isCommon)) return 'site-name'
  if (email && madeFrom(password, addressWords(email), isCommon)) return 'address'
  return undefined
}
