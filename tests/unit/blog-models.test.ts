import { describe, expect, it } from 'vitest'
import { categoryModel, legalPageModel, postCardModel, postModel } from '@/lib/content/models'
import { categoriesQuery, legalPageQuery, postBySlugQuery, postCardsQuery } from '@/lib/content/queries'
import { evaluateGroq, isPublished, withImageAssets } from '@/lib/content/sources/bundled'
import type { QueryParams } from '@/lib/content/sources/types'
import { validateDocuments } from '@/lib/content/validate'
import { loadBundledDataset } from '../support/dataset'

/*
 * The blog's models over the bundled dataset, through the same GROQ the pages run: every
 * article, author, category and legal page passes, and a broken one fails naming its _id and field.
 */

const documents = withImageAssets(loadBundledDataset().filter(isPublished))
/** The English site's answers, unless `params` names another language. */
const query = async (groq: string, params: QueryParams = {}, dataset = documents) =>
  (await evaluateGroq(dataset, groq, { language: 'en', ...params })) as unknown[]

const inLanguage = (document: Record<string, unknown>, language: string) => (document.language ?? 'en') === language

const slugs = documents
  .filter((document) => document._type === 'post' && inLanguage(document, 'en'))
  .map((post) => (post.slug as { current: string }).current)

describe('the bundled blog', () => {
  it('has at least six articles by two authors in three categories, newest first', async () => {
    const cards = validateDocuments(await query(postCardsQuery, { category: '' }), postCardModel)
    expect(cards.length).toBeGreaterThanOrEqual(6)
    expect(new Set(cards.map((card) => card.author._id)).size).toBe(2)
    expect(new Set(cards.map((card) => card.category._id)).size).toBe(3)
    const dates = cards.map((card) => card.publishedAt)
    expect(dates).toEqual(dates.toSorted().reverse())
  })

  it.each(slugs)('the article %s passes its model, with images from the dataset', async (slug) => {
    const [post] = validateDocuments(await query(postBySlugQuery, { slug }), postModel)
    expect(post!.coverImage.asset.url).toMatch(/^\/media\/[0-9a-f]{40}-\d+x\d+\.webp$/)
    expect(post!.author.photo.asset.width).toBeGreaterThan(0)
  })

  it('links between articles resolve to published articles', async () => {
    const [post] = validateDocuments(await query(postBySlugQuery, { slug: slugs[0]! }), postModel)
    expect(post).toBeDefined()
    const links = (await Promise.all(slugs.map((slug) => query(postBySlugQuery, { slug }))))
      .flatMap((result) => validateDocuments(result, postModel))
      .flatMap((article) => article.body.flatMap((block) => (block._type === 'block' ? block.markDefs : [])))
      .filter((mark) => mark._type === 'internalLink')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.target ?? link.page, JSON.stringify(link)).toBeDefined()
  })

  it('has its categories and the legal and privacy pages', async () => {
    expect(validateDocuments(await query(categoriesQuery), categoryModel)).toHaveLength(3)
    for (const slug of ['legal', 'privacy']) {
      const [page] = validateDocuments(await query(legalPageQuery, { slug }), legalPageModel)
      expect(page!.body.filter((block) => block.style === 'h2').length).toBeGreaterThanOrEqual(5)
    }
  })
})

describe('a broken article fails naming its _id and field', () => {
  const original = loadBundledDataset().find((document) => document._id === 'post-hipaa-basics-choosing-software')!
  const slug = 'hipaa-basics-for-clinics-choosing-software'

  /** The article as the page's query answers it, after a change to the stored document. */
  const queriedAfter = (change: (post: Record<string, unknown>) => void) => {
    const copy = structuredClone(original) as Record<string, unknown>
    change(copy)
    const raw = loadBundledDataset().map((document) => (document._id === original._id ? copy : document))
    return query(postBySlugQuery, { slug }, withImageAssets(raw as typeof documents))
  }

  it.each([
    [
      'a missing title',
      (post: Record<string, unknown>) => {
        delete post.title
      },
      'title',
      'is required',
    ],
    [
      'a cover image without alt text',
      (post: Record<string, unknown>) => {
        delete (post.coverImage as Record<string, unknown>).alt
      },
      'coverImage.alt',
      'is required',
    ],
    [
      'a cover image whose file is missing',
      (post: Record<string, unknown>) => {
        const cover = post.coverImage as Record<string, unknown>
        delete cover._sanityAsset
      },
      'coverImage.asset',
      'is required',
    ],
    [
      'an author that does not exist',
      (post: Record<string, unknown>) => {
        post.author = { _type: 'reference', _ref: 'author-nobody' }
      },
      'author',
      'is required',
    ],
    [
      'a date that is not a date',
      (post: Record<string, unknown>) => {
        post.publishedAt = 'soon'
      },
      'publishedAt',
      'must be a date such as 2026-11-21',
    ],
    [
      'a callout of an unknown kind',
      (post: Record<string, unknown>) => {
        const callout = (post.body as Record<string, unknown>[]).find((block) => block._type === 'callout')!
        callout.tone = 'shout'
      },
      /body\.\d+\.tone/,
      'must be tip, note or warning',
    ],
  ] as const)('%s', async (_, change, field, reason) => {
    const result = await queriedAfter(change)
    const where = typeof field === 'string' ? field.replace(/\./g, '\\.') : field.source
    expect(() => validateDocuments(result, postModel)).toThrow(
      new RegExp(`^Invalid post document "${original._id}", field "${where}": ${reason}\\.$`),
    )
  })
})
