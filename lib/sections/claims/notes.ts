import type { Claim, ClaimEvidence } from '@/lib/content'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { formatClaimFigure } from '@/lib/format'
import { inline } from '../markdown-parts'

/*
 * Every figure a section shows links to a numbered note with its evidence, as a footnote does:
 * the claims band and the reasons' figures on the pages, and the same notes in their Markdown
 * copies ([^1]). The notes are numbered within the section, under its figures.
 */

const words = {
  en: { sources: 'Sources', source: (n: number) => `Source ${n}`, back: (n: number) => `Back to figure ${n}` },
  es: { sources: 'Fuentes', source: (n: number) => `Fuente ${n}`, back: (n: number) => `Volver a la cifra ${n}` },
} satisfies Record<Locale, unknown>

export const noteWords = (locale: Locale) => words[locale]

const monthYear = Object.fromEntries(
  Object.entries(localeNames).map(([locale, { htmlLang }]) => [
    locale,
    new Intl.DateTimeFormat(htmlLang, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>

const phrase = (text: string) => text.trim().replace(/[.;,\s]+$/, '')

/** The note's words: "Median …, 12 customer hospitals, first year after go-live. MediCore customer study, September 2025." */
export function evidenceNote(evidence: ClaimEvidence, locale: Locale): string {
  const { measured, population, period, source, date } = evidence
  return `${[measured, population, period].map(phrase).join(', ')}. ${phrase(source)}, ${monthYear[locale].format(new Date(date))}.`
}

/** The ids of a section's note `n` and of the figure that refers to it. */
export const noteIds = (sectionId: string, n: number) => ({
  note: `${sectionId}-note-${n}`,
  ref: `${sectionId}-ref-${n}`,
})

/** The figures and their notes in Markdown: `- **50%** less administrative burden[^1]`, then `[^1]: …`. */
export function claimsMarkdown(claims: Claim[], locale: Locale, label: string): { list: string; notes: string } {
  const key = (n: number) => `[^${label}-${n}]`
  return {
    list: claims
      .map(
        (claim, index) =>
          `- **${inline(formatClaimFigure(claim, locale))}** ${inline(claim.statement)}${key(index + 1)}`,
      )
      .join('\n'),
    notes: claims
      .map((claim, index) => `${key(index + 1)}: ${inline(evidenceNote(claim.evidence, locale))}`)
      .join('\n'),
  }
}
