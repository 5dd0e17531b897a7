import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isPublished, parseNdjson, type SanityDocument } from '@/lib/content/sources/bundled'
import { e2e } from '../../support/servers'

/*
 * The content the fake Content Lake serves (its NDJSON files, tests/support/servers.ts), as the
 * Studio shows it: each draft in place of its published document. Translations are linked as
 * @sanity/document-internationalization links them: a `translation.metadata` document lists
 * each language's version of one document.
 */

const root = path.resolve(import.meta.dirname, '../../..')

/** The lake's documents with each draft in place of its published version, under the published id. */
export function lakeDocumentsAsEdited(): SanityDocument[] {
  const all = e2e.fakeLake.datasets.flatMap((file) => parseNdjson(readFileSync(path.join(root, file), 'utf8'), file))
  const byId = new Map(all.filter(isPublished).map((document) => [document._id, document]))
  for (const draft of all.filter((document) => document._id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    byId.set(id, { ...draft, _id: id })
  }
  return [...byId.values()]
}

type TranslationLink = { language?: string; _key: string; value: { _ref: string } }

/** Each document's versions by language, from the translation metadata: { en: id, es: id }. */
function translationGroups(documents: SanityDocument[]) {
  return documents
    .filter((document) => document._type === 'translation.metadata')
    .map((metadata) =>
      Object.fromEntries(
        (metadata.translations as TranslationLink[]).map((link) => [link.language ?? link._key, link.value._ref]),
      ),
    )
}

/** The version of document `id` in `language`, or undefined when it has none. */
export function translationOf(documents: SanityDocument[], id: string, language: string) {
  const group = translationGroups(documents).find((versions) => Object.values(versions).includes(id))
  const translatedId = group?.[language]
  return documents.find((document) => document._id === translatedId)
}

/** The English documents with no version in `language`: what staff have left to translate. */
export function englishWithout(documents: SanityDocument[], language: string) {
  return documents.filter(
    (document) => document.language === 'en' && translationOf(documents, document._id, language) === undefined,
  )
}
