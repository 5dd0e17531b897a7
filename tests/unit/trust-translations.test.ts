import { describe, expect, it } from 'vitest'
import { contentModels } from '@/lib/content/models'
import { complianceFrameworksQuery, subprocessorsQuery, trustDocumentsQuery } from '@/lib/content/queries'
import { evaluateGroq, isPublished, withImageAssets } from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'
import { loadBundledDataset } from '../support/dataset'

/*
 * The trust center's lists stay whole in every language (lib/content/fragments.ts's
 * inLanguageOrUntranslated): an English entry not yet translated shows in English on the Spanish
 * page, rather than leaving a subprocessor out of the list a buyer relies on.
 */

const dataset = withImageAssets(loadBundledDataset().filter(isPublished))

const lists = [
  { query: subprocessorsQuery, model: contentModels.subprocessor, untranslated: 'subprocessor-vigil' },
  { query: complianceFrameworksQuery, model: contentModels.complianceFramework, untranslated: 'compliance-hitrust' },
  { query: trustDocumentsQuery, model: contentModels.trustDocument, untranslated: 'trust-document-overview' },
]

const read = async (
  documents: typeof dataset,
  query: string,
  model: (typeof lists)[number]['model'],
  language: string,
) => validateDocuments((await evaluateGroq(documents, query, { language })) as unknown[], model)

describe('a trust center list in Spanish', () => {
  for (const { query, model, untranslated } of lists) {
    it(`keeps ${untranslated} in English when its Spanish translation is gone, and lists each entry once`, async () => {
      const english = await read(dataset, query, model, 'en')
      const spanish = await read(dataset, query, model, 'es')
      expect(spanish.map((entry) => entry.language)).toEqual(english.map(() => 'es'))
      const withoutTranslation = dataset.filter((document) => document._id !== `${untranslated}__i18n_es`)
      const fallen = await read(withoutTranslation, query, model, 'es')
      expect(fallen.map((entry) => [entry._id, entry.language])).toEqual(
        english.map((entry) => (entry._id === untranslated ? [entry._id, 'en'] : [`${entry._id}__i18n_es`, 'es'])),
      )
    })
  }
})
