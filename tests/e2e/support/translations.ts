import type { SanityDocument } from '@/lib/content/sources/bundled'

/*
 * Translations in a dataset, linked as @sanity/document-internationalization links them: a
 * `translation.metadata` document lists each language's version of one document (its language in
 * `language`, or in `_key` in older data).
 */

type TranslationLink = { language?: string; _key: string; value: { _ref: string } }

/** Each document's versions by language, from the translation metadata: { en: id, es: id }. */
const translationGroups = (documents: SanityDocument[]) =>
  documents
    .filter((document) => document._type === 'translation.metadata')
    .map((metadata) =>
      Object.fromEntries(
        (metadata.translations as TranslationLink[]).map((link) => [link.language ?? link._key, link.value._ref]),
      ),
    )

/** The version of document `id` in `language`, or undefined when it has none. */
export function translationOf(documents: SanityDocument[], id: string, language: string) {
  const group = translationGroups(documents).find((versions) => Object.values(versions).includes(id))
  const translatedId = group?.[language]
  return documents.find((document) => document._id === translatedId)
}

/** The English documents with no version in `language`: what staff have left to translate. */
export const englishWithout = (documents: SanityDocument[], language: string) =>
  documents.filter(
    (document) => document.language === 'en' && translationOf(documents, document._id, language) === undefined,
  )
