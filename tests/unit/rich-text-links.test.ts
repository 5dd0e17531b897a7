import { describe, expect, it } from 'vitest'
import { postBySlugQuery } from '@/lib/content/queries'
import { evaluateGroq, type SanityDocument } from '@/lib/content/sources/bundled'
import { loadBundledDataset } from '../support/dataset'

/*
 * An internal link in rich text reaches its target in the reader's language: a Spanish article
 * made by duplicating the English one (the translation plugin's way) still names the English
 * target, and the query answers the target's Spanish translation instead.
 */

const dataset = loadBundledDataset()
const spanish = dataset.find((document) => document._id === 'post-lab-turnaround__i18n_es')!
const slugOfDocument = (document: SanityDocument | undefined) => (document?.slug as { current: string }).current
const slugOf = (id: string) => slugOfDocument(dataset.find((document) => document._id === id))

/** The Spanish article, its links pointing where `ref` says. */
function withLinkTo(ref: string): SanityDocument[] {
  const body = JSON.parse(
    JSON.stringify(spanish.body).replaceAll('"post-cut-outpatient-waiting-times__i18n_es"', `"${ref}"`),
  )
  return dataset.map((document) => (document._id === spanish._id ? { ...document, body } : document))
}

async function linkTargets(documents: SanityDocument[]) {
  const [post] = (await evaluateGroq(documents, postBySlugQuery, {
    slug: slugOfDocument(spanish),
    language: 'es',
  })) as { body: { markDefs?: { _type: string; target?: { slug: string } }[] }[] }[]
  return post!.body.flatMap((block) => block.markDefs ?? []).flatMap((mark) => (mark.target ? [mark.target.slug] : []))
}

describe('internal links in rich text', () => {
  it('lead a Spanish reader to the Spanish translation of an English target', async () => {
    const spanishSlug = slugOf('post-cut-outpatient-waiting-times__i18n_es')
    expect(spanishSlug).not.toBe(slugOf('post-cut-outpatient-waiting-times'))
    expect(await linkTargets(withLinkTo('post-cut-outpatient-waiting-times'))).toEqual([spanishSlug])
    expect(await linkTargets(dataset)).toEqual([spanishSlug])
  })

  it('keep a target that has no translation in the reader’s language', async () => {
    const withoutTranslation = withLinkTo('post-cut-outpatient-waiting-times').filter(
      (document) => document._id !== 'translation-metadata-post-cut-outpatient-waiting-times',
    )
    expect(await linkTargets(withoutTranslation)).toEqual([slugOf('post-cut-outpatient-waiting-times')])
  })
})
