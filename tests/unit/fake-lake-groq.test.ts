import { describe, expect, it } from 'vitest'
import { evaluateLakeGroq } from '../support/fake-lake/groq'

/* The search the Studio's document lists filter with, which groq-js leaves out (tests/support/fake-lake/groq.ts). */

const documents = [
  {
    _id: 'post-a',
    _type: 'post',
    title: 'Where lab turnaround time goes',
    body: [{ children: [{ text: 'Samples wait.' }] }],
  },
  { _id: 'post-b', _type: 'post', title: 'A safer shift handover' },
  { _id: 'faq-a', _type: 'faq', question: 'Is there a free trial?' },
]

// The Studio's list query, as it sends it with the search box empty ("*") or with a word.
const listQuery = '*[_type in $types && [@, _id] match text::query($query)] | order(_id asc) {_id, ...}'
const ids = async (query: string) =>
  ((await evaluateLakeGroq(documents, listQuery, { types: ['post'], query })) as { _id: string }[]).map(
    (document) => document._id,
  )

describe('the fake lake’s GROQ', () => {
  it('matches every document of the list when the search is empty', async () => {
    expect(await ids('*')).toEqual(['post-a', 'post-b'])
  })

  it('matches the documents that contain a searched word, at any depth', async () => {
    expect(await ids('handover')).toEqual(['post-b'])
    expect(await ids('samples')).toEqual(['post-a'])
    expect(await ids('invoice')).toEqual([])
  })

  it('returns the documents as they are, without the strings gathered for the search', async () => {
    const [first] = (await evaluateLakeGroq(documents, listQuery, { types: ['post'], query: '*' })) as object[]
    expect(first).toEqual(documents[0])
  })

  it('still refuses a use of text::query it does not answer', async () => {
    await expect(evaluateLakeGroq(documents, '*[_type == "post"] | score(text::query("lab"))', {})).rejects.toThrow(
      /not implemented/,
    )
  })
})
