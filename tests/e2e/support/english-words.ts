import type { Page } from '@playwright/test'
import { siteText } from '@/lib/i18n/site-text'

/*
 * The site's own English words that a Spanish page must not show: every string of site-text's
 * English table that its Spanish table does not share. A template's or function's words are its
 * fixed parts ("min read" of `${minutes} min read`); a part the Spanish value also uses ("plan"
 * in " with the ${plan} plan" and " con el plan ${plan}") is left out.
 */

const hole = '\u0001'

/** The words of a value: a string's, or a function's output for placeholder arguments. */
const wordsOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.replace(/\{\w+\}/g, hole)
  if (typeof value === 'function') return (value as (...args: string[]) => string)(hole, hole, hole)
  return undefined
}

function englishOnly(english: unknown, spanish: unknown): string[] {
  if (english && typeof english === 'object') {
    return Object.entries(english).flatMap(([key, value]) =>
      englishOnly(value, (spanish as Record<string, unknown>)[key]),
    )
  }
  const [en, es] = [wordsOf(english), wordsOf(spanish)]
  if (en === undefined || en === es) return []
  const spanishWords = (es ?? '').toLowerCase()
  return en
    .split(hole)
    .map((part) => part.trim())
    .filter((part) => /\p{L}{2}/u.test(part) && !spanishWords.includes(part.toLowerCase()))
}

export const englishSiteWords = [...new Set(englishOnly(siteText('en'), siteText('es')))]

/** A word or phrase as a whole: not inside a longer word ("Menu" is not found in "Menú"). */
const wholly = (phrase: string) => {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const before = /^[\p{L}\p{N}]/u.test(phrase) ? '(?<![\\p{L}\\p{N}])' : ''
  const after = /[\p{L}\p{N}]$/u.test(phrase) ? '(?![\\p{L}\\p{N}])' : ''
  return new RegExp(`${before}${escaped}${after}`, 'u')
}

/**
 * What a page says to a reader and to a screen reader: its title, its text (hidden text too: the
 * other billing period, a closed menu, the screen-reader-only words) and the attributes read aloud.
 */
export const pageWords = (page: Page) =>
  page.evaluate(() => {
    const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'])
    const texts: string[] = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped.has(node.parentElement?.tagName ?? '')) texts.push(node.textContent ?? '')
    }
    for (const attribute of ['aria-label', 'aria-roledescription', 'alt', 'title', 'placeholder']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) texts.push(element.getAttribute(attribute)!)
    }
    return texts
  })

/** The English site words among `texts`. */
export const englishWordsIn = (texts: string[]) => {
  const text = texts.join('\n')
  return englishSiteWords.filter((phrase) => wholly(phrase).test(text))
}
