import { describe, expect, it } from 'vitest'
import { findRedirect, redirectModel, validateRedirectList } from '@/lib/content/models/redirect'
import {
  applyPlan,
  checkPlannedList,
  planRename,
  renameOf,
  renameRedirectId,
  type Rename,
  type StoredRedirect,
} from '@/lib/publish/renames'

/*
 * The redirects a renamed article or category leaves: the old address redirects to the new one,
 * chains collapse, and a rename back never makes a loop. Each scenario renames in turn and checks
 * the list the site would apply (lib/content/models/redirect.ts) after each step.
 */

const article = (from: string, to: string): Rename => ({ type: 'post', from: `/blog/${from}`, to: `/blog/${to}` })

/** Renames in turn, as webhooks one after another, checking that the site accepts the list each time. */
function renamed(start: StoredRedirect[], ...renames: Rename[]) {
  return renames.reduce((redirects, rename) => {
    const plan = planRename(redirects, rename)
    checkPlannedList(redirects, plan)
    return applyPlan(redirects, plan)
  }, start)
}

/** Where each address ends up: one hop, as the proxy answers it. */
const hops = (redirects: StoredRedirect[]) =>
  Object.fromEntries(
    redirects.map((redirect) => [redirect.from, `${redirect.to}${redirect.permanent ? '' : ' (307)'}`]),
  )

const staff = (from: string, to: string, permanent = false): StoredRedirect => ({
  _id: `redirect${from.replaceAll('/', '-')}`,
  from,
  to,
  permanent,
})

describe('a webhook’s rename', () => {
  it('is an article’s or category’s slug before and after the change', () => {
    expect(renameOf({ _type: 'post', slug: 'new', previousSlug: 'old' })).toEqual({
      type: 'post',
      from: '/blog/old',
      to: '/blog/new',
    })
    expect(renameOf({ _type: 'category', slug: 'labs', previousSlug: 'lab' })).toEqual({
      type: 'category',
      from: '/blog/category/lab',
      to: '/blog/category/labs',
    })
  })

  it('is in the document’s language: a Spanish article’s and category’s addresses are below /es', () => {
    expect(renameOf({ _type: 'post', language: 'es', slug: 'nuevo', previousSlug: 'viejo' })).toEqual({
      type: 'post',
      from: '/es/blog/viejo',
      to: '/es/blog/nuevo',
    })
    expect(renameOf({ _type: 'category', language: 'es', slug: 'laboratorios', previousSlug: 'laboratorio' })).toEqual({
      type: 'category',
      from: '/es/blog/category/laboratorio',
      to: '/es/blog/category/laboratorios',
    })
    // English, written with its language or before the site had languages: unprefixed.
    for (const language of ['en', null, undefined])
      expect(renameOf({ _type: 'post', language, slug: 'new', previousSlug: 'old' })?.from).toBe('/blog/old')
  })

  it('is nothing for a new, unchanged, deleted or unaddressed document, or another type', () => {
    for (const body of [
      { _type: 'post', slug: 'a', previousSlug: null },
      { _type: 'post', slug: 'a', previousSlug: 'a' },
      { _type: 'post', slug: null, previousSlug: 'a' },
      { _type: 'post', slug: '', previousSlug: 'a' },
      { _type: 'legalPage', slug: 'terms', previousSlug: 'legal' },
      { _type: 'post', slug: 42, previousSlug: 'a' },
      // A language the site does not have: the document has no address.
      { _type: 'post', language: 'fr', slug: 'b', previousSlug: 'a' },
      {},
    ])
      expect(renameOf(body)).toBeUndefined()
  })
})

describe('the redirects of renames', () => {
  it('send the old address to the new one, permanently, under an id of the old address', () => {
    const [redirect] = renamed([], article('a', 'b'))
    expect(redirect).toEqual({ _id: renameRedirectId('/blog/a'), from: '/blog/a', to: '/blog/b', permanent: true })
    expect(renameRedirectId('/blog/a')).toMatch(/^redirect-renamed-[0-9a-f]{20}$/)
    expect(renameRedirectId('/blog/a/')).toBe(renameRedirectId('/blog/a'))
  })

  it('collapse a chain: a → b, then b → c, gives a → c and b → c', () => {
    expect(hops(renamed([], article('a', 'b'), article('b', 'c')))).toEqual({
      '/blog/a': '/blog/c',
      '/blog/b': '/blog/c',
    })
    expect(hops(renamed([], article('a', 'b'), article('b', 'c'), article('c', 'd')))).toEqual({
      '/blog/a': '/blog/d',
      '/blog/b': '/blog/d',
      '/blog/c': '/blog/d',
    })
  })

  it('never loop on a rename back: a → b, then b → a, removes a → b', () => {
    expect(hops(renamed([], article('a', 'b'), article('b', 'a')))).toEqual({ '/blog/b': '/blog/a' })
    // And forth again: the same document as the first time.
    const thrice = renamed([], article('a', 'b'), article('b', 'a'), article('a', 'b'))
    expect(thrice).toEqual(renamed([], article('a', 'b')))
  })

  it('never loop through an older address: a → b → c, then c → a', () => {
    const redirects = renamed([], article('a', 'b'), article('b', 'c'), article('c', 'a'))
    expect(hops(redirects)).toEqual({ '/blog/b': '/blog/a', '/blog/c': '/blog/a' })
  })

  it('change nothing when the same webhook comes twice', () => {
    const once = renamed([], article('a', 'b'), article('b', 'c'))
    expect(planRename(once, article('b', 'c'))).toEqual({ create: [], update: [], remove: [] })
  })

  it('lead staff’s redirects to the new address too, keeping their query and whether they are temporary', () => {
    const start = [staff('/promo', '/blog/a?utm_source=mail#results'), staff('/old-guide', '/blog/a', true)]
    expect(hops(renamed(start, article('a', 'b')))).toEqual({
      '/promo': '/blog/b?utm_source=mail#results (307)',
      '/old-guide': '/blog/b',
      '/blog/a': '/blog/b',
    })
  })

  it('point staff’s own redirect from the old address at the new one, rather than add a second', () => {
    const start = [staff('/blog/a', '/pricing')]
    const plan = planRename(start, article('a', 'b'))
    expect(plan).toEqual({ create: [], update: [{ _id: start[0]!._id, to: '/blog/b', permanent: true }], remove: [] })
  })

  it('leave other redirects alone, and an address that merely starts like the old one', () => {
    const start = [staff('/demo', '/contact-us'), staff('/x', '/blog/ab'), staff('/y', 'https://example.com/blog/a')]
    const plan = planRename(start, article('a', 'b'))
    expect(plan.update).toEqual([])
    expect(plan.remove).toEqual([])
  })

  it('work the same for a category’s address', () => {
    const category = (from: string, to: string): Rename => ({
      type: 'category',
      from: `/blog/category/${from}`,
      to: `/blog/category/${to}`,
    })
    expect(hops(renamed([], category('lab', 'labs'), category('labs', 'lab-and-pharmacy')))).toEqual({
      '/blog/category/lab': '/blog/category/lab-and-pharmacy',
      '/blog/category/labs': '/blog/category/lab-and-pharmacy',
    })
  })

  it('are applied by the site as one valid list, with a lookup for each old address', () => {
    const list = validateRedirectList(
      renamed([staff('/book-a-demo', '/demo')], article('a', 'b'), article('b', 'c')).map((redirect) =>
        redirectModel.parse({ _type: 'redirect', ...redirect }),
      ),
    )
    expect(findRedirect(list, '/blog/a')).toMatchObject({ to: '/blog/c', permanent: true })
    expect(findRedirect(list, '/blog/b/')).toMatchObject({ to: '/blog/c', permanent: true })
  })

  it('are refused as a whole when the list would not stay valid', () => {
    // Staff's redirects already go round in a circle: the site would fail on them, so nothing is written.
    const broken = [staff('/x', '/y'), staff('/y', '/x')]
    expect(() => checkPlannedList(broken, planRename(broken, article('a', 'b')))).toThrow(/comes back to itself/)
  })
})
