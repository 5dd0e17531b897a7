import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentValidationError } from '@/lib/content/errors'
import { isArticleOrCategoryAddress } from '@/lib/blog/addresses'
import { findRedirect, redirectModel, usableRedirects, validateRedirectList } from '@/lib/content/models'
import { otherRedirectsQuery, redirectHostsQuery } from '@/lib/content/queries'
import {
  findRedirectLoop,
  isSiteAddress,
  redirectFromProblem,
  redirectTargetHostProblem,
  redirectToProblem,
} from '@/lib/content/redirect-rules'
import { locales, localizedPath } from '@/lib/i18n/locales'
import { addressOf, routes, type RouteName } from '@/lib/routes'
import { evaluateGroq, type SanityDocument as DatasetDocument } from '@/lib/content/sources/bundled'
import type { QueryParams } from '@/lib/content/sources/types'
import { validateDocuments } from '@/lib/content/validate'
import { schemaTypes } from '@/schemas'
import { redirectTitles, redirectType } from '@/schemas/documents/redirect'
import {
  validateNoLoop,
  validateRedirectHost,
  validateTargetHost,
  validateUniqueFrom,
} from '@/schemas/shared/redirectValidation'

/*
 * The redirects staff manage: the shared rules in plain words, the zod model and the list as a
 * whole (what the site applies), and the Studio's validation running the same rules.
 */

afterEach(() => {
  vi.useRealTimers()
})

describe('the address a redirect starts from', () => {
  it('accepts a path of this site that no page answers, capitals and all', () => {
    for (const from of ['/book-a-demo', '/Book-a-demo', '/old-pricing/2025', '/signup/', '/caf%C3%A9', '/Pricing'])
      expect(redirectFromProblem(from), from).toBeUndefined()
  })

  it('asks for a path when there is none, in plain words', () => {
    expect(redirectFromProblem(undefined)).toBe('Enter the address to redirect from, for example /book-a-demo.')
    expect(redirectFromProblem('  ')).toBe('Enter the address to redirect from, for example /book-a-demo.')
  })

  it('wants only the path, from its slash, without a query or fragment', () => {
    expect(redirectFromProblem('demo')).toBe('Start the address with a slash, for example /book-a-demo.')
    expect(redirectFromProblem('https://medicore.example/book-a-demo')).toBe(
      'Write only the path after the site’s domain, starting with a slash: /book-a-demo rather than https://medicore.example/book-a-demo.',
    )
    expect(redirectFromProblem('/book-a-demo?ref=mail')).toMatch(/^Leave out the query \(from \? on\)/)
    expect(redirectFromProblem('/book-a-demo#top')).toMatch(/^Leave out the query/)
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
      '/es/Features': 'a redirect in the site’s code, to /es/features',
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

describe('the site’s own addresses, which a redirect may never take', () => {
  const refused = (from: string) => redirectFromProblem(from)?.match(/^The site already answers \S+ \((.+)\), so/)?.[1]

  it('refuses the Markdown copies /llms.txt sends AI agents to, in every language', () => {
    for (const from of [
      '/index.md',
      '/pricing.md',
      '/features.md',
      '/contact-us.md',
      '/blog.md',
      '/legal.md',
      '/blog/hipaa-basics.md',
      '/blog/an-article-published-tomorrow.md',
      '/blog/category/compliance.md',
      '/es/index.md',
      '/es/pricing.md',
      '/es/blog/hipaa-basics.md',
    ]) {
      expect(refused(from), from).toBe('the Markdown copy of a page')
      expect(isSiteAddress(from), from).toBe(true)
    }
    for (const from of ['/md', '/md/pricing', '/md/blog/hipaa-basics', '/es/md/pricing'])
      expect(refused(from), from).toBe('the pages’ Markdown copies')
    // Not a copy the site serves: an old document's address may still redirect.
    for (const from of ['/whitepaper.md', '/pricing-2025.md', '/mdx', '/md-guide'])
      expect(refused(from), from).toBeUndefined()
  })

  it('refuses /llms.txt and the site’s files in every language', () => {
    for (const from of ['/llms.txt', '/es/llms.txt', '/robots.txt', '/es/sitemap.xml'])
      expect(refused(from), from).toBe('one of the files it serves')
  })

  it('refuses every route of lib/routes.ts in every language, but an article’s, category’s or page’s old address', () => {
    const examples = { slug: 'an-old-slug', page: 2 }
    for (const name of Object.keys(routes) as RouteName[])
      for (const locale of locales) {
        const address = localizedPath(addressOf(name, examples), locale)
        // A renamed page built from sections leaves its old address behind, as an article does.
        // So does a collection's document (a case study).
        const leftBehind =
          name === 'page' ||
          isArticleOrCategoryAddress(addressOf(name, examples)) ||
          (routes[name] as { collection?: string }).collection === 'item'
        const expected = leftBehind ? undefined : expect.any(String)
        expect(refused(address), address).toEqual(expected)
      }
  })

  it('refuses the addresses the code’s redirects take first (/en/… goes to /…), written out or %-encoded', () => {
    expect(refused('/en/old')).toBe('a redirect in the site’s code, to /old')
    expect(refused('/en')).toBe('a redirect in the site’s code, to /')
    expect(refused('/en/blog/a/b')).toBe('a redirect in the site’s code, to /blog/a/b')
    expect(refused('/pric%69ng')).toBe('one of its pages')
    expect(refused('/pricing%2Emd')).toBe('the Markdown copy of a page')
    expect(refused('/enterprise')).toBeUndefined()
  })
})

describe('redirects that loop through the code’s redirects', () => {
  it('refuses a redirect to its own address under /en/, which the code sends back to it', () => {
    for (const to of ['/en/old', '/en/old/', '/en/old?from=mail'])
      expect(redirectToProblem(to, '/old'), to).toMatch(/^A redirect cannot lead to its own address \(\/old\)/)
    expect(redirectToProblem('/en/pricing', '/old')).toBeUndefined()
  })

  it('follows a chain through /en/ addresses back to its start', () => {
    const others = [{ _id: 'redirect-b', from: '/b', to: '/en/a' }]
    expect(findRedirectLoop('/a', '/en/b', others)).toEqual(others)
    expect(findRedirectLoop('/a', '/en/c', others)).toBeUndefined()
  })
})

describe('redirects to other websites', () => {
  it('leads only to the hosts site settings list, compared as a browser reads them', () => {
    const hosts = ['www.hhs.gov', 'Partner.Example.com']
    expect(redirectTargetHostProblem('https://www.hhs.gov/hipaa/index.html', hosts)).toBeUndefined()
    expect(redirectTargetHostProblem('https://PARTNER.example.com/x', hosts)).toBeUndefined()
    expect(redirectTargetHostProblem('https://evil.example/x', hosts)).toBe(
      'Visitors can only be sent to the websites listed in Site settings (Redirects to other websites), and evil.example is not one of them: add it there first, or pick a page of this site.',
    )
    // A look-alike is another host; so is every host when the list is empty or absent.
    expect(redirectTargetHostProblem('https://www.hhs.gov.evil.example/', hosts)).toMatch(
      /www\.hhs\.gov\.evil\.example is not one/,
    )
    expect(redirectTargetHostProblem('https://www.hhs.gov/', undefined)).toMatch(/www\.hhs\.gov is not one/)
    expect(redirectTargetHostProblem('/pricing', [])).toBeUndefined()
  })

  it('has site settings list bare host names, each once', () => {
    expect(validateRedirectHost(undefined)).toBe(true)
    expect(validateRedirectHost(['www.hhs.gov', 'partner.example.com'])).toBe(true)
    expect(validateRedirectHost(['https://www.hhs.gov'])).toMatch(/without https:\/\//)
    for (const host of ['www.hhs.gov/hipaa', '*.example.com', 'localhost', 'www.hhs.gov:443', 'two words.com'])
      expect(validateRedirectHost([host]), host).toMatch(/Write a host name only/)
    expect(validateRedirectHost(['www.hhs.gov', 'WWW.HHS.GOV'])).toBe('WWW.HHS.GOV is in the list twice: remove one.')
  })

  it('is checked in the Studio against the published site settings, and passes offline', async () => {
    const hosts = vi.fn(async () => ['www.hhs.gov'])
    expect(await validateTargetHost('https://www.hhs.gov/hipaa', hosts)).toBe(true)
    expect(await validateTargetHost('https://evil.example/', hosts)).toMatch(/evil\.example is not one of them/)
    hosts.mockClear()
    expect(await validateTargetHost('/pricing', hosts)).toBe(true)
    expect(hosts).not.toHaveBeenCalled()
    expect(await validateTargetHost('https://evil.example/', () => Promise.reject(new TypeError('offline')))).toBe(true)
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
      expect(redirectToProblem(to, '/book-a-demo'), to).toBeUndefined()
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
      'A redirect cannot lead to its own address (/book-a-demo): visitors would go round in a circle. Pick another page.'
    expect(redirectToProblem('/book-a-demo', '/book-a-demo')).toBe(message)
    expect(redirectToProblem('/book-a-demo/', '/book-a-demo')).toBe(message)
    expect(redirectToProblem('/book-a-demo?ref=1', '/book-a-demo/')).toBe(message)
    expect(redirectToProblem('/Book-a-demo', '/book-a-demo')).toBeUndefined()
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
    expect(parse([{ _id: 'r', _type: 'redirect', from: '/book-a-demo/', to: '/pricing' }])).toEqual([
      { _id: 'r', _type: 'redirect', from: '/book-a-demo', to: '/pricing', permanent: false },
    ])
  })

  it('fails on a broken redirect, naming the document and field with the Studio’s words', () => {
    expect(() => parse([doc('redirect-pricing', '/pricing', '/features')])).toThrow(
      'Invalid redirect document "redirect-pricing", field "from": The site already answers /pricing (one of its pages), so a redirect from it would never be used. Redirect only from addresses the site does not have, such as an old page’s.',
    )
    expect(() => parse([doc('redirect-self', '/book-a-demo', '/book-a-demo')])).toThrow(
      'Invalid redirect document "redirect-self", field "to": A redirect cannot lead to its own address (/book-a-demo)',
    )
    expect(() => parse([doc('redirect-http', '/book-a-demo', 'http://example.com')])).toThrow(
      'field "to": Use a secure address starting with https://.',
    )
    expect(() => parse([{ _id: 'redirect-empty', _type: 'redirect', to: '/pricing' }])).toThrow(
      'Invalid redirect document "redirect-empty", field "from": is required.',
    )
  })

  it('fails on two redirects from one address, naming both', () => {
    const list = parse([doc('redirect-a', '/book-a-demo', '/pricing'), doc('redirect-b', '/book-a-demo/', '/features')])
    expect(() => validateRedirectList(list)).toThrow(
      'Invalid redirect document "redirect-a", field "from": redirect "redirect-b" also starts from /book-a-demo; each address can have one redirect only.',
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

describe('the redirects the site applies, a broken document left out', () => {
  const applied = (documents: unknown[], hosts: unknown = []) => {
    const log = vi.fn()
    const redirects = usableRedirects(documents, hosts, log)
    return { froms: redirects.map((redirect) => redirect.from), lines: log.mock.calls.map(([line]) => line as string) }
  }

  it('skips a broken document, naming its _id and field in the log, and applies the others', () => {
    const { froms, lines } = applied([
      doc('redirect-demo', '/book-a-demo', '/contact-us'),
      doc('redirect-http', '/x', 'http://x'),
      doc('redirect-md', '/pricing.md', 'https://evil.example/'),
      doc('redirect-en', '/old', '/en/old'),
      { _id: 'redirect-empty', _type: 'redirect', to: '/pricing' },
      null,
    ])
    expect(froms).toEqual(['/book-a-demo'])
    expect(lines).toEqual([
      '[redirects] Skipped redirect document "redirect-http", field "to": Use a secure address starting with https://. Fix it in the Studio (Redirects).',
      expect.stringMatching(
        /^\[redirects\] Skipped redirect document "redirect-md", field "from": The site already answers \/pricing\.md \(the Markdown copy of a page\)/,
      ),
      expect.stringMatching(
        /^\[redirects\] Skipped redirect document "redirect-en", field "to": A redirect cannot lead to its own address \(\/old\)/,
      ),
      '[redirects] Skipped redirect document "redirect-empty", field "from": is required. Fix it in the Studio (Redirects).',
      '[redirects] Skipped redirect document "(no _id)", field "(document)": must be a redirect document. Fix it in the Studio (Redirects).',
    ])
  })

  it('leaves out every redirect of a loop, /en/ addresses included, and keeps a chain that leads into it', () => {
    const { froms, lines } = applied([
      doc('redirect-a', '/a', '/en/b'),
      doc('redirect-b', '/b', '/a'),
      doc('redirect-c', '/c', '/a'),
      doc('redirect-d', '/d', '/pricing'),
    ])
    expect(froms).toEqual(['/c', '/d'])
    expect(lines).toEqual([
      '[redirects] Skipped redirect document "redirect-a", field "to": it is part of a loop (/a → /b → /a). Fix it in the Studio (Redirects).',
      '[redirects] Skipped redirect document "redirect-b", field "to": it is part of a loop (/a → /b → /a). Fix it in the Studio (Redirects).',
    ])
  })

  it('reads a field GROQ answers as null (a redirect saved without its switch) as absent', () => {
    expect(applied([{ ...doc('redirect-n', '/n', '/pricing'), permanent: null }])).toEqual({ froms: ['/n'], lines: [] })
  })

  it('applies the first of two redirects from one address (by _id), and names the other', () => {
    const { froms, lines } = applied([
      doc('redirect-b', '/book-a-demo/', '/features'),
      doc('redirect-a', '/book-a-demo', '/pricing'),
    ])
    expect(froms).toEqual(['/book-a-demo'])
    expect(lines).toEqual([
      '[redirects] Skipped redirect document "redirect-b", field "from": redirect "redirect-a" already starts from /book-a-demo. Fix it in the Studio (Redirects).',
    ])
  })

  it('leads to another website only when site settings list its host', () => {
    const documents = [
      doc('redirect-hhs', '/hipaa', 'https://www.hhs.gov/hipaa'),
      doc('redirect-x', '/x', 'https://evil.example/'),
    ]
    expect(applied(documents, ['www.hhs.gov'])).toEqual({
      froms: ['/hipaa'],
      lines: [
        expect.stringMatching(
          /^\[redirects\] Skipped redirect document "redirect-x", field "to": Visitors can only be sent to the websites listed/,
        ),
      ],
    })
    expect(applied(documents, null).froms).toEqual([])
    // An unsound entry allows nothing, and breaks nothing.
    expect(applied(documents, ['https://evil.example', 42, 'www.hhs.gov']).froms).toEqual(['/hipaa'])
  })

  it('logs each problem once by default, however often the list is read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = [doc('redirect-once', '/once', 'http://x')]
    usableRedirects(broken, [])
    usableRedirects(broken, [])
    expect(error.mock.calls.filter(([line]) => String(line).includes('"redirect-once"'))).toHaveLength(1)
    error.mockRestore()
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
  const existing = [doc('redirect-demo', '/book-a-demo', '/contact-us'), doc('redirect-old', '/old', '/book-a-demo')]

  it('passes a sound redirect, asking the Content Lake about the others with the shared query', async () => {
    const { markers, fetch } = await studioValidate(doc('drafts.redirect-new', '/new', '/pricing'), existing)
    expect(markers).toEqual([])
    expect(fetch).toHaveBeenCalledWith(otherRedirectsQuery, { id: 'redirect-new' }, expect.anything())
  })

  it('does not count the document’s own published version or draft as a duplicate', async () => {
    const published = doc('redirect-demo', '/book-a-demo', '/contact-us')
    const draft = doc('drafts.redirect-demo', '/book-a-demo', '/pricing')
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
    const { markers } = await studioValidate(doc('drafts.redirect-again', '/book-a-demo/', '/pricing'), existing)
    expect(markers).toEqual([
      {
        level: 'error',
        path: 'from',
        message:
          'There is already a redirect from /book-a-demo. Each address can have one redirect only: edit that one, or delete this one.',
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
      doc('redirect-demo', '/book-a-demo', '/contact-form'),
      doc('redirect-old', '/old', '/book-a-demo'),
    ])
    expect(loop.markers).toEqual([
      {
        level: 'error',
        path: 'to',
        message:
          'This redirect would send visitors round in a circle: /contact-form → /old → /book-a-demo → /contact-form. Change where this one or one of the others leads.',
      },
    ])
    const self = await studioValidate(doc('drafts.redirect-self', '/self', '/self?x=1'), existing)
    expect(self.markers).toEqual([
      { level: 'error', path: 'to', message: expect.stringMatching(/^A redirect cannot lead to its own address/) },
    ])
  })

  it('refuses another website that the published site settings do not list, asking with the shared query', async () => {
    const settings = { _id: 'siteSettings', _type: 'siteSettings', language: 'en', redirectHosts: ['www.hhs.gov'] }
    const listed = await studioValidate(doc('drafts.redirect-hhs', '/hipaa', 'https://www.hhs.gov/hipaa'), [settings])
    expect(listed.markers).toEqual([])
    expect(listed.fetch).toHaveBeenCalledWith(
      redirectHostsQuery,
      {},
      expect.objectContaining({ perspective: 'published' }),
    )
    const other = await studioValidate(doc('drafts.redirect-x', '/x', 'https://evil.example/'), [settings])
    expect(other.markers).toEqual([
      { level: 'error', path: 'to', message: expect.stringMatching(/evil\.example is not one of them/) },
    ])
  })

  it('refuses a loop through the code’s /en/ redirects', async () => {
    const { markers } = await studioValidate(doc('drafts.redirect-old', '/old', '/en/old'), existing)
    expect(markers).toEqual([
      {
        level: 'error',
        path: 'to',
        message: expect.stringMatching(/^A redirect cannot lead to its own address \(\/old\)/),
      },
    ])
    const chain = await studioValidate(doc('drafts.redirect-new', '/new', '/en/demo-old'), [
      ...existing,
      doc('redirect-demo-old', '/demo-old', '/en/new'),
    ])
    expect(chain.markers).toEqual([
      { level: 'error', path: 'to', message: expect.stringMatching(/round in a circle: \/new → \/demo-old → \/new/) },
    ])
  })

  it('stays usable offline or when the Content Lake is slow: the site checks the list again', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(validateUniqueFrom('/book-a-demo', 'drafts.r', offline)).resolves.toBe(true)
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
    expect(prepare({ from: '/book-a-demo', to: '/contact-us', permanent: false })).toEqual({
      title: '/book-a-demo → /contact-us',
      subtitle: redirectTitles.temporary,
    })
    expect(prepare({ from: '/signup', to: '/users/sign-up', permanent: true })).toEqual({
      title: '/signup → /users/sign-up',
      subtitle: 'Permanent (308)',
    })
    expect(redirectTitles.temporary).toBe('Temporary (307)')
  })
})
