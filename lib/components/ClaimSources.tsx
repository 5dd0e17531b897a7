import type { Claim } from '@/lib/content'
import { Icon } from './Icon'
import { measure } from './ui'
import type { Locale } from '@/lib/i18n/locales'
import { evidenceNote, noteIds, noteWords } from '@/lib/sections/claims/notes'

/** A figure's footnote mark: a link to its numbered note, which links back. */
export function ClaimRef({
  sectionId,
  n,
  locale,
  className = '',
}: {
  sectionId: string
  n: number
  locale: Locale
  className?: string
}) {
  const { note, ref } = noteIds(sectionId, n)
  return (
    <sup className="ml-0.5 align-super text-[0.45em] font-semibold">
      <a
        id={ref}
        href={`#${note}`}
        aria-label={noteWords(locale).source(n)}
        className={`underline underline-offset-2 ${className}`}
      >
        {n}
      </a>
    </sup>
  )
}

/** The numbered notes of a section's figures: what each rests on, in the order the figures are shown. */
export function ClaimSources({
  sectionId,
  claims,
  locale,
  tone,
}: {
  sectionId: string
  claims: Claim[]
  locale: Locale
  tone: 'dark' | 'light'
}) {
  if (claims.length === 0) return null
  const words = noteWords(locale)
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600'
  const link = tone === 'dark' ? 'text-white' : 'text-brand-700'
  return (
    <div className={`mt-10 text-sm leading-6 ${measure} ${muted}`}>
      <h3 id={`${sectionId}-sources`} className={`font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-950'}`}>
        {words.sources}
      </h3>
      <ol aria-labelledby={`${sectionId}-sources`} className="mt-2 list-decimal space-y-1 pl-5">
        {claims.map((claim, index) => {
          const n = index + 1
          const { note, ref } = noteIds(sectionId, n)
          return (
            <li key={claim._id} id={note}>
              {evidenceNote(claim.evidence, locale)}{' '}
              <a href={`#${ref}`} aria-label={words.back(n)} className={`inline-block align-middle ${link}`}>
                <Icon name="undo-2" size={16} />
              </a>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
