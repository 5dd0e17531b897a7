import { describe, expect, it } from 'vitest'
import { searchResultModel } from '@/lib/content/models'
import { pageSearchQuery, searchQuery, searchQueryTypes } from '@/lib/content/queries'
import { createBundledReader } from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'
import { highlight, passage } from '@/lib/search/highlight'
import { resultPath } from '@/lib/search/result-path'
import { matchPatterns, searchRequest, searchTerms } from '@/lib/search/terms'

describe('what a visitor typed', () => {
  it('becomes distinct lower-case words of any script', () => {
    expect(searchTerms('  HIPAA  hipaa, clínica! O’Brien 24/7 ')).toEqual(['hipaa', 'clínica', 'obrien', '24', '7'])
    expect(matchPatterns(['cardio'])).toEqual(['cardio*'])
  })

  it('is empty, too long, or a search; a repeated q counts once', () => {
    expect(searchRequest(undefined)).toEqual({ kind: 'empty' })
    expect(searchRequest(' ?! ')).toEqual({ kind: 'empty' })
    expect(searchRequest('x'.repeat(101))).toMatchObject({ kind: 'too-long' })
    expect(searchRequest(['lab   results', 'other'])).toEqual({
      kind: 'search',
      query: 'lab results',
      terms: ['lab', 'results'],
    })
  })
})

describe('the passage shown under a result', () => {
  it('marks the words a term begins, whatever their case', () => {
    expect(highlight('Cardiology and cardiac care', ['cardio'])).toEqual([
      { text: 'Cardiology', match: true },
      { text: ' and cardiac care', match: false },
    ])
  })

  it('comes from the first text that matches, around the match, cut at words', () => {
    const body = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The pharmacy keeps stock. ${'More words here. '.repeat(20)}`
    const parts = passage(['A summary without it.', body], ['pharmac'], 120)
    const text = parts.map((part) => part.text).join('')
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(122)
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['pharmacy'])
  })
})

describe('the search query, on the bundled dataset', () => {
  const search = async (query: string, groq: string = searchQuery, language = 'en') => {
    const request = searchRequest(query)
    if (request.kind !== 'search') throw new Error(`not a search: ${query}`)
    const found = await createBundledReader().query(groq, {
      terms: matchPatterns(request.terms),
      limit: 20,
      language,
      // The pages' query reads no types: it searches the pages only.
      ...(groq === searchQuery ? searchQueryTypes : {}),
    })
    return validateDocuments(found as unknown[], searchResultModel)
  }

  it('ranks the article whose title has the words first', async () => {
    const [first] = await search('rollout plan')
    expect(first).toMatchObject({ _type: 'post', slug: 'switching-systems-90-day-rollout-plan' })
    expect(resultPath(first!, 'en')).toBe('/blog/switching-systems-90-day-rollout-plan')
  })

  it('finds a FAQ answer by a word of its answer, and links to that answer', async () => {
    const found = await search('BAA')
    const faq = found.find((result) => result._id === 'faq-hipaa')
    expect(faq?.title).toBe('Is MediCore HIPAA compliant?')
    expect(resultPath(faq!, 'en')).toBe('/#answer-faq-hipaa')
  })

  it('finds features, categories and legal pages, each at its address', async () => {
    const paths = (await search('pharmacy privacy')).map((result) => resultPath(result, 'en'))
    expect(paths).toContain('/blog/category/pharmacy-and-lab')
    expect(paths).toContain('/privacy')
    expect(paths.some((path) => path.startsWith('/features#feature-'))).toBe(true)
  })

  it('finds a fixed page by the words of its sections, titled with its heading, at its own address', async () => {
    const [features] = await search('outdated chart', pageSearchQuery)
    expect(features).toMatchObject({ _id: 'page-features', fixedPage: 'features' })
    expect(features!.title).toBe('Healthcare management that works the way care teams do')
    expect(resultPath(features!, 'en')).toBe('/features')
    const [pricing] = await search('sedes', pageSearchQuery, 'es')
    expect(resultPath(pricing!, 'es')).toBe('/es/pricing')
  })

  it('finds nothing for nonsense', async () => {
    expect(await search('qwzxv plorth')).toEqual([])
  })
})
