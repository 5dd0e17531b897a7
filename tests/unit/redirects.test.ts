import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentValidationError } from '@/lib/content/errors'
import { findRedirect, redirectModel, validateRedirectList } from '@/lib/content/models'
import { otherRedirectsQuery } from '@/lib/content/queries'
import { redirectFromProblem, redirectToProblem } from '@/lib/content/redirect-rules'
import { evaluateGroq, type SanityDocument as DatasetDocument } from '@/lib/content/sources/bundled'
import type { QueryParams } from '@/lib/content/sources/types'
import { validateDocuments } from '@/lib/content/validate'
import { schemaTypes } from '@/schemas'
import { redirectTitles, redirectType } from '@/schemas/documents/redirect'
import { validateNoLoop, validateUniqueFrom } from '@/schemas/shared/redirectValidation'

/*
 * The redirects staff manage: the shared rules in plain words, the zod model and the list as a
 * whole (what the site applies), and the Studio's validation running the same rules.
 */

afterEach(() => {
  vi.useRealTimers()
})

describe('the address a redirect starts from', () => {
  it('accepts a path of this site that no page answers, capitals and all', () => {
    for (const from of ['/demo', '/Demo', '/old-pricing/2025', '/signup/', '/caf%C3%A9', '/Pricing'])
      expect(redirectFromProblem(from), from).toBeUndefined()
  })

  it('asks for a path when there is none, in plain words', () => {
    expect(redirectFromProblem(undefined)).toBe('Enter the address to redirect from, for example /demo.')
    expect(redirectFromProblem('  ')).toBe('Enter the address to redirect from, for example /demo.')
  })

  it('wants only the path, from its slash, without a query or fragment', () => {
    expect(redirectFromProblem('demo')).toBe('Start the address with a slash, for example /demo.')
    expect(redirectFromProblem('https://medicore.example/demo')).toBe(
      'Write only the path after the site’s domain, starting with a slash: /demo rather than https://medicore.example/demo.',
    )
    expect(redirectFromProblem('/demo?ref=mail')).toMatch(/^Leave out the query \(from \? on\)/)
    expect(redirectFromProblem('/demo#top')).toMatch(/^Leave out the query/)
    expect(redirectFromProblem('/book a demo')).toMatch(
      /^An address cannot contain spaces or line breaks: write a space as %20/,
    )
    expect(redirectFromProblem('/a//b')).toBe('An address cannot contain two slashes in a row or a backslash.')
    expect(redirectFromProblem('/a/../pricing')).toMatch(/cannot contain \/\.\/ or \/\.\.\//)
    expect(redirectFromProblem('/café')).toMatch(/^Use only letters, digits, dashes, dots, underscores and slashes/)
  })

  it('refuses the site’s own routes, saying why', () => {
    expect(redirectFromProblem('/pricing')).toBe(
      'The site already answers /pricing (one of its pages), so a redirect from it would never be used. Redirect only from addresses the site does not have, such as an old page’s.',
    )
    expect(redirectFromProblem('/pricing/')).toMatch(/^The site already answers \/pricing \(one of its pages\)/)
    expect(redirectFromProblem('/')).toMatch(/^The site already answers \/ \(one of its pages\)/)
    const owners: Record<string, string> = {
      '/features': 'one of its pages',
      '/contact-us': 'one of its pages',
      '/legal': 'one of its pages',
      '/users/sign-in': 'the sign-in and sign-up pages',
      '/users/anything': 'the sign-in and sign-up pages',
      '/account': 'the account page',
      '/studio/structure': 'the Studio',
      '/api/revalidate': 'the site’s programming interface',
      '/blog': 'the blog',
      '/blog/page/2': 'the blog',
      '/blog/category': 'the blog',
      '/blog/rss.xml': 'the blog',
      '/blog/an-article/opengraph-image': 'the blog',
      '/blog/category/compliance/page/2': 'the blog',
      '/media/photo.webp': 'the site’s images',
      '/draft': 'the previews',
      '/_next/static/chunk.js': 'one of the files it serves',
      '/icon.svg': 'one of the files it serves',
      '/robots.txt': 'one of the files it serves',
      '/sitemap.xml': 'one of the files it serves',
      '/opengraph-image': 'one of the files it serves',
      '/Features': 'a redirect in the site’s code, to /features',
      '/password-reset': 'a redirect in the site’s code, to /users/password-reset',
    }
    for (const [from, owner] of Object.entries(owners))
      expect(redirectFromProblem(from), from).toMatch(`(${owner}), so a redirect from it would never be used.`)
    // Not the same address: the site's routes are case-sensitive, and /blogging is not below /blog.
    expect(redirectFromProblem('/blogging')).toBeUndefined()
    // An article's or category's address may be an old one (a rename): the proxy checks the published blog first.
    expect(redirectFromProblem('/blog/an-old-article')).toBeUndefined()
    expect(redirectFromProblem('/blog/category/an-old-category/')).toBeUndefined()
    expect(redirectFromProblem('/features-old')).toBeUndefined()
  })
})

describe('where a redirect leads', () => {
  it('accepts a page of this site, with a query, or a secure address elsewhere', () => {
    for (const to of [
      '/pricing',
      '/contact-us?subject=Schedule%20a%20demo',
      '/features#capabilities',
      '/',
      'https://www.hhs.gov/hipaa/index.html',
    ])
      expect(redirectToProblem(to, '/demo'), to).toBeUndefined()
  })

  it('refuses a bad address in plain words', () => {
    expect(redirectToProblem(undefined)).toBe(
      'Enter where visitors should go: a page of this site such as /contact-us, or a full address starting with https://.',
    )
    expect(redirectToProblem('http://example.com')).toBe('Use a secure address starting with https://.')
    expect(redirectToProblem('https://nowhere')).toMatch(/^This is not a complete web address/)
    expect(redirectToProblem('https://user:secret@example.com')).toBe(
      'A web address here cannot carry a user name or password.',
    )
    expect(redirectToProblem('www.example.com')).toMatch(/^Start with a slash for a page of this site/)
    expect(redirectToProblem('//example.com/page')).toMatch(/^A page of this site starts with a single slash/)
    expect(redirectToProblem('/contact-us?subject=Schedule a demo')).toMatch(/write a space as %20/)
    expect(redirectToProblem('/contact-us?subject=<b>')).toMatch(/as %XX/)
  })

  it('never leads back to its own address', () => {
    const message =
      'A redirect cannot lead to its own address (/demo): visitors would go round in a circle. Pick another page.'
    expect(redirectToProblem('/demo', '/demo')).toBe(message)
    expect(redirectToProblem('/demo/', '/demo')).toBe(message)
    expect(redirectToProblem('/demo?ref=1', '/demo/')).toBe(message)
    expect(redirectToProblem('/Demo', '/demo')).toBeUndefined()
  })
})

const doc = (_id: string, from: string, to: string, permanent = false) => ({
  _id,
  _type: 'redirect',
  from,
  to,
  permanent,
})
const parse = (documents: unknown[]) => validateDocuments(documents, redirectModel)

describe('the model and the list the site applies', () => {
  it('reads a redirect, its from-path without a trailing slash, temporary unless marked permanent', () => {
    expect(parse([{ _id: 'r', _type: 'redirect', from: '/demo/', to: '/pricing' }])).toEqual([
      { _id: 'r', _type: 'redirect', from: '/demo', to: '/pricing', permanent: false },
    ])
  })

  it('fails on a broken redirect, naming the document and field with the Studio’s words', () => {
    expect(() => parse([doc('redirect-pricing', '/pricing', '/features')])).toThrow(
      'Invalid redirect document "redirect-pricing", field "from": The site already answers /pricing (one of its pages), so a redirect from it would never be used. Redirect only from addresses the site does not have, such as an old page’s.',
    )
    expect(() => parse([doc('redirect-self', '/demo', '/demo')])).toThrow(
      'Invalid redirect document "redirect-self", field "to": A redirect cannot lead to its own address (/demo)',
    )
    expect(() => parse([doc('redirect-http', '/demo', 'http://example.com')])).toThrow(
      'field "to": Use a secure address starting with https://.',
    )
    expect(() => parse([{ _id: 'redirect-empty', _type: 'redirect', to: '/pricing' }])).toThrow(
      'Invalid redirect document "redirect-empty", field "from": is required.',
    )
  })

  it('fails on two redirects from one address, naming both', () => {
    const list = parse([doc('redirect-a', '/demo', '/pricing'), doc('redirect-b', '/demo/', '/features')])
    expect(() => validateRedirectList(list)).toThrow(
      'Invalid redirect document "redirect-a", field "from": redirect "redirect-b" also starts from /demo; each address can have one redirect only.',
    )
  })

  it('fails on a loop, naming every redirect in it', () => {
    const list = parse([
      doc('redirect-a', '/a', '/b'),
      doc('redirect-b', '/b', '/c?x=1'),
      doc('redirect-c', '/c', '/a'),
      doc('redirect-d', '/d', '/a'),
    ])
    const error = (() => {
      try {
        validateRedirectList(list)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ContentValidationError)
    expect((error as Error).message).toBe(
      'Invalid redirect document "redirect-a", field "to": it comes back to itself (/a → /b → /c → /a) through redirects "redirect-b", "redirect-c".',
    )
  })

  it('accepts chains that end on a page or another website, and finds a redirect by the path visited', () => {
    const list = validateRedirectList(
      parse([
        doc('redirect-a', '/a', '/b'),
        doc('redirect-b', '/b', '/pricing', true),
        doc('redirect-c', '/c', 'https://example.com/a'),
      ]),
    )
    expect(findRedirect(list, '/b')).toMatchObject({ to: '/pricing', permanent: true })
    expect(findRedirect(list, '/b/')).toMatchObject({ _id: 'redirect-b' })
    expect(findRedirect(list, '/B')).toBeUndefined()
    expect(findRedirect(list, '/pricing')).toBeUndefined()
  })
})

/* ------------------------------------------------------------ the Studio */

const compiledSchema = createSchema({ name: 'test', types: schemaTypes })

/** The Studio's own validation of a document, its client answering GROQ over `dataset` with groq-js. */
async function studioValidate(document: Record<string, unknown>, dataset: DatasetDocument[]) {
  const fetch = vi.fn((groq: string, params: QueryParams) => evaluateGroq(dataset, groq, params))
  const workspace = {
    schema: compiledSchema,
    getClient: () => ({ fetch }) as unknown as SanityClient,
    i18n: { currentLocale: { id: 'en-US' }, loadNamespaces: async () => undefined, t: (key: string) => key },
  }
  const markers = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
    workspace: workspace as never,
    environment: 'studio',
  })
  return {
    fetch,
    markers: markers.map((marker) => ({ level: marker.level, path: marker.path.join('.'), message: marker.message })),
  }
}

describe('Studio validation of redirects', () => {
  const existing = [doc('redirect-demo', '/demo', '/contact-us'), doc('redirect-old', '/old', '/demo')]

  it('passes a sound redirect, asking the Content Lake about the others with the shared query', async () => {
    const { markers, fetch } = await studioValidate(doc('drafts.redirect-new', '/new', '/pricing'), existing)
    expect(markers).toEqual([])
    expect(fetch).toHaveBeenCalledWith(otherRedirectsQuery, { id: 'redirect-new' }, expect.anything())
  })

  it('does not count the document’s own published version or draft as a duplicate', async () => {
    const published = doc('redirect-demo', '/demo', '/contact-us')
    const draft = doc('drafts.redirect-demo', '/demo', '/pricing')
    const { markers } = await studioValidate(draft, [published, draft, ...existing.slice(1)])
    expect(markers).toEqual([])
  })

  it('reports each shared rule on its field', async () => {
    const { markers } = await studioValidate(doc('drafts.redirect-x', '/pricing', 'pricing'), existing)
    expect(markers).toEqual([
      { level: 'error', path: 'from', message: expect.stringMatching(/^The site already answers \/pricing/) },
      { level: 'error', path: 'to', message: expect.stringMatching(/^Start with a slash for a page of this site/) },
    ])
  })

  it('refuses a second redirect from the same address', async () => {
    const { markers } = await studioValidate(doc('drafts.redirect-again', '/demo/', '/pricing'), existing)
    expect(markers).toEqual([
      {
        level: 'error',
        path: 'from',
        message:
          'There is already a redirect from /demo. Each address can have one redirect only: edit that one, or delete this one.',
      },
    ])
  })

  it('refuses a redirect whose chain comes back to it, and one that leads to itself', async () => {
    const { markers } = await studioValidate(doc('drafts.redirect-contact', '/contact', '/old'), [
      ...existing,
      doc('redirect-demo-2', '/contact-us-old', '/contact'),
    ])
    expect(markers).toEqual([])
    const loop = await studioValidate(doc('drafts.redirect-loop', '/contact-form', '/old'), [
      doc('redirect-demo', '/demo', '/contact-form'),
      doc('redirect-old', '/old', '/demo'),
    ])
    expect(loop.markers).toEqual([
      {
        level: 'error',
        path: 'to',
        message:
          'This redirect would send visitors round in a circle: /contact-form → /old → /demo → /contact-form. Change where this one or one of the others leads.',
      },
    ])
    const self = await studioValidate(doc('drafts.redirect-self', '/self', '/self?x=1'), existing)
    expect(self.markers).toEqual([
      { level: 'error', path: 'to', message: expect.stringMatching(/^A redirect cannot lead to its own address/) },
    ])
  })

  it('stays usable offline or when the Content Lake is slow: the site checks the list again', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(validateUniqueFrom('/demo', 'drafts.r', offline)).resolves.toBe(true)
    vi.useFakeTimers()
    const slow = validateNoLoop('/b', '/a', 'drafts.r', () => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(slow).resolves.toBe(true)
  })

  it('is temporary unless staff choose permanent, and previews as from → to with its status', () => {
    const permanent = redirectType.fields.find((field) => field.name === 'permanent') as { initialValue?: unknown }
    expect(permanent.initialValue).toBe(false)
    expect(redirectType.initialValue).toEqual({ permanent: false })
    const prepare = (redirectType.preview as { prepare: (value: Record<string, unknown>) => unknown }).prepare
    expect(prepare({ from: '/demo', to: '/contact-us', permanent: false })).toEqual({
      title: '/demo → /contact-us',
      subtitle: redirectTitles.temporary,
    })
    expect(prepare({ from: '/signup', to: '/users/sign-up', permanent: true })).toEqual({
      title: '/signup → /users/sign-up',
      subtitle: 'Permanent (308)',
    })
    expect(redirectTitles.temporary).toBe('Temporary (307)')
  })
})
