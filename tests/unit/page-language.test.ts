import { describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import { siteText } from '@/lib/i18n/site-text'
import { trustText } from '@/lib/trust/text'
import { screens } from '@/scripts/dataset-images/screens'
import { britishSpellingsIn } from '../support/british-spellings'
import { inEnglish, loadBundledDataset } from '../support/dataset'

/*
 * Each language as its reader reads it, where the words are written: US English in the English
 * catalogue, documents and product pictures, and a Spanish page's own pictures (issue 50).
 * tests/e2e/spanish.spec.ts walks the pages themselves.
 */

/** Every string in a value: a function's source too (site-text's templates). */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !key.startsWith('_') && key !== 'slug' && key !== 'href')
      .flatMap(([, child]) => stringsOf(child))
  return []
}

const dataset = loadBundledDataset()

/** The British spellings in each text, as `where: word`. */
const british = (texts: Record<string, unknown>) =>
  Object.entries(texts).flatMap(([where, value]) =>
    stringsOf(value).flatMap((text) => britishSpellingsIn(text).map((word) => `${where}: ${word}`)),
  )

describe('US English', () => {
  it('finds British spellings and "e-mail", and leaves US words and the seed’s own label alone', () => {
    expect(
      britishSpellingsIn(
        'Train staff to recognise phishing in Paediatrics; the colour of the centre; unlabelled samples; your e-mail; a cancelled demo.',
      ),
    ).toEqual(['recognise', 'Paediatrics', 'colour', 'centre', 'unlabelled', 'e-mail', 'cancelled'])
    expect(
      britishSpellingsIn(
        'E-Mail Address. Your email, four hours, the analyses, a cancellation, the program, gray, organisms, characteristics, a promise.',
      ),
    ).toEqual([])
  })

  it('is what the English catalogue, the English documents and the English product pictures say', () => {
    const english = dataset.filter(inEnglish)
    expect(english.length).toBeGreaterThan(50)
    expect(
      british({
        'messages/en': messagesFor('en'),
        'site-text en': siteText('en'),
        'trust en': trustText('en'),
        ...Object.fromEntries(english.map((document) => [document._id, document])),
        ...Object.fromEntries(screens.map((screen) => [`picture ${screen.key}`, [screen.html('en'), screen.alt.en]])),
      }),
    ).toEqual([])
  })
})

describe('a Spanish page’s pictures', () => {
  it('are its own: no picture of an English page that shows words (the product’s screens) is on its Spanish version', () => {
    // A customer's logo and a person's photo show no words of a language: the same in both.
    const wordless = new Set(['logos', 'photo'])
    const imagesOf = (document: unknown) =>
      new Set(
        JSON.stringify(document, (key, value: unknown) => (wordless.has(key) ? undefined : value)).match(
          /images\/[0-9a-f]{40}/g,
        ),
      )
    const pages = dataset.filter((document) => document._type === 'page' && inEnglish(document))
    let compared = 0
    for (const page of pages) {
      const spanish = dataset.find((document) => document._id === `${page._id}__i18n_es`)
      if (!spanish) continue
      const shared = [...imagesOf(spanish)].filter((image) => imagesOf(page).has(image))
      expect(shared, spanish._id).toEqual([])
      compared += imagesOf(page).size
    }
    expect(compared).toBeGreaterThanOrEqual(3)
  })
})
