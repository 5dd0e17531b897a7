import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The Spanish glossary, read from its one declaration: the table under "## Terminology" in
 * docs/translations.md, which staff and translators read. Each row is a term: what the English
 * site says, what the Spanish site says every time, the words it never says ("Not", separated by
 * commas) and why. tests/unit/spanish-terminology.test.ts fails on any of those words in the
 * Spanish catalogue or a Spanish document of the bundled dataset. The site never reads it.
 */

export type Term = {
  /** What the English site says. */
  english: string
  /** What the Spanish site says, every time. */
  spanish: string
  /** Words that must not appear in Spanish text, matched as whole words, in any case. */
  avoid: readonly string[]
  /** Why, when it is not obvious. */
  why: string
}

const glossaryFile = path.resolve(import.meta.dirname, '../../docs/translations.md')

/** The rows of the first table under `## Terminology` in `markdown`. */
export function glossaryIn(markdown: string): Term[] {
  const section = markdown.split(/^## Terminology$/m)[1]?.split(/^## /m)[0]
  if (section === undefined) throw new Error('docs/translations.md has no "## Terminology" section')
  const table = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  const [header, , ...rows] = table
  if (header?.join('|') !== 'English|Spanish|Not|Why')
    throw new Error(`the glossary's columns are ${header?.join(', ')}`)
  return rows.map(([english = '', spanish = '', not = '', why = '']) => ({
    english,
    spanish,
    avoid: not
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    why,
  }))
}

export const spanishTerminology = glossaryIn(readFileSync(glossaryFile, 'utf8'))

/** The Spanish of the term whose English column starts with `english`. */
const spanishFor = (english: string) => {
  const term = spanishTerminology.find((candidate) => candidate.english.startsWith(english))
  if (!term) throw new Error(`the glossary has no term for “${english}”`)
  return term.spanish
}

/** The tagline, on every page's share card and in the footer. */
export const spanishTagline = spanishFor('Healthcare management and analytics')

/** The terms page's one name: its title, its tab, its footer link and the sign-up form's link. */
export const spanishTermsPageName = spanishFor('Terms of service')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One pattern per avoided word: whole words only, any case, any run of spaces between them. */
const avoided = spanishTerminology.flatMap((term) =>
  term.avoid.map((word) => ({
    word,
    term,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${word.split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
  })),
)

/** The avoided words `text` contains, each with the term to use instead. */
export const wrongTermsIn = (text: string): { word: string; use: string }[] =>
  avoided.filter(({ pattern }) => pattern.test(text)).map(({ word, term }) => ({ word, use: term.spanish }))
