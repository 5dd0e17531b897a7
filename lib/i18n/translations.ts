import type { Translations } from '../seo'
import { isLocale } from './locales'

/** A document's translations as the queries project them: each language's published slug. */
export type DocumentTranslations = { language: string; slug: string | null }[] | null | undefined

/** Each language's address of a document with translations (an article, a category), for hreflang alternates. */
export function translationPaths(translations: DocumentTranslations, pathOf: (slug: string) => string): Translations {
  return Object.fromEntries(
    (translations ?? []).flatMap(({ language, slug }) =>
      isLocale(language) && slug ? [[language, pathOf(slug)]] : [],
    ),
  )
}
