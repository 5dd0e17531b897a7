import { describe, expect, it } from 'vitest'
import { createBundledReader } from '@/lib/content/sources/bundled'
import { faqsQuery, redirectsQuery } from '@/lib/content/queries'

/* Every query's parameters are its caller's to name: the readers refuse a query given other ones than it reads. */
describe('a query’s parameters', () => {
  const reader = createBundledReader()

  it('are exactly what it reads: a missing one or one it ignores is refused, naming both lists', async () => {
    await expect(reader.query(faqsQuery, {})).rejects.toThrow(/reads \$language but was given none/)
    await expect(reader.query(redirectsQuery, { language: 'en' })).rejects.toThrow(
      /reads no parameters but was given \$language/,
    )
    expect(await reader.query(faqsQuery, { language: 'es' })).toEqual(expect.arrayContaining([expect.anything()]))
  })
})
