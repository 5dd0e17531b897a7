import { expect, test, type APIRequestContext } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { createClient } from 'redis'
import { testEnv } from '../support/environment'
import { e2e } from '../support/servers'
import { startRedis, waitForPort, type Service } from '../support/services'

/*
 * An attacker requests made-up addresses by the hundred. Each must cost a lookup and write
 * nothing: no file in the build's folder (Next keeps route and fetch cache entries there, and
 * they outlive a restart), no key in the Redis that holds the shared cache and the rate limits,
 * and no answer a CDN may keep for more than a day. A server of its own, on a copy of the site's
 * build with Redis, so that no other test's pages are counted.
 */

const { port } = e2e.madeUp
const redisPort = port + 1
const distDir = '.next-e2e-made-up'
const baseURL = `http://127.0.0.1:${port}`
// 30 of each of 22 kinds, 660 in all: any write one of them made would show; what a flood costs is the bench's (bench/site/load.ts).
const perKind = 30
const day = 24 * 60 * 60

let server: ChildProcess
let redis: Service
/** What the server printed: a made-up address may cost a 404, never an exception in its log. */
let serverLog = ''

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rmSync(distDir, { recursive: true, force: true })
  cpSync(e2e.site.distDir, distDir, { recursive: true })
  redis = await startRedis(redisPort)
  server = spawn(
    path.join('node_modules', '.bin', 'next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      env: {
        ...testEnv,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        REDIS_URL: redis.url,
        BUNDLED_DATASET_PATH: 'studio/dataset/production.ndjson',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => (serverLog += chunk))
  await waitForPort(port, 60_000)
})

test.afterAll(async () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {}
  await redis?.stop()
  rmSync(distDir, { recursive: true, force: true })
})

/** Every file below the build's folder, by path: the entries Next's caches keep on disk. */
const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

async function redisKeys() {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    return (await client.keys('*')).sort()
  } finally {
    await client.destroy()
  }
}

/**
 * How long a shared cache may keep the answer and then serve it stale, from its Cache-Control:
 * s-maxage (or max-age) and stale-while-revalidate. With neither lifetime, a CDN picks its own
 * (heuristic freshness): as long as it likes.
 */
function sharedLifetime(cacheControl = '') {
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value] = part.trim().split('=')
      return [name.toLowerCase(), value]
    }),
  )
  const fresh = directives.get('s-maxage') ?? directives.get('max-age')
  return fresh === undefined ? Infinity : Number(fresh) + Number(directives.get('stale-while-revalidate') ?? 0)
}

/** Sends the requests 20 at a time, as a modest flood would. */
async function sendAll(request: APIRequestContext, paths: string[]) {
  const answers: { path: string; status: number; location?: string; cacheControl?: string }[] = []
  for (let start = 0; start < paths.length; start += 20) {
    const batch = paths.slice(start, start + 20)
    answers.push(
      ...(await Promise.all(
        batch.map(async (path) => {
          const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
          const headers = response.headers()
          return { path, status: response.status(), location: headers.location, cacheControl: headers['cache-control'] }
        }),
      )),
    )
  }
  return answers
}

const madeUp = (index: number) => `made-up-${index}-${Math.random().toString(36).slice(2, 8)}`
const times = (make: (index: number) => string) => Array.from({ length: perKind }, (_, index) => make(index))

test('made-up addresses of every kind answer an uncached 404, or a 303 to a real page, and write nothing', async ({
  request,
}) => {
  // A real article's share card address, to forge others from.
  const article = await (await request.get(`${baseURL}/blog`)).text()
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(article)?.[1]
  expect(slug, 'an article linked from /blog').toBeTruthy()
  const articlePage = await (await request.get(`${baseURL}/blog/${slug}`)).text()
  // The card's address in the page's metadata is the one it is served at: not under /en, which redirects.
  const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(articlePage)![1]!).pathname
  expect(card).toMatch(new RegExp(`^/blog/${slug}/opengraph-image-\\w+/card$`))
  expect((await request.get(`${baseURL}${card}`)).status()).toBe(200)
  expect((await request.get(`${baseURL}/studio`)).status()).toBe(200)
  const switched = await request.get(`${baseURL}/language/es?from=/blog/${slug}`, { maxRedirects: 0 })
  expect(switched.status()).toBe(303)
  // The 404 page of each language, which every made-up address in it shares, is one entry.
  for (const page of ['/the-one-404-page', '/es/the-one-404-page'])
    expect((await request.get(`${baseURL}${page}`)).status()).toBe(404)
  // A public trust document in each language: the list of documents it is looked for in is one entry a language.
  for (const document of ['/trust/documents/baa-template', '/es/trust/documents/baa-template'])
    expect((await request.get(`${baseURL}${document}`)).status()).toBe(200)
  // The real pages above have been visited once: what they keep is kept already.
  const filesBefore = filesOf(distDir)
  const keysBefore = await redisKeys()

  const kinds = {
    article: times((i) => `/blog/${madeUp(i)}`),
    'Spanish article': times((i) => `/es/blog/${madeUp(i)}`),
    category: times((i) => `/blog/category/${madeUp(i)}`),
    'list page': times((i) => `/blog/page/${9000 + i}`),
    'share card': times((i) => card.replace(slug!, madeUp(i))),
    'Markdown copy of an article': times((i) => `/blog/${madeUp(i)}.md`),
    'Markdown copy of a page': times((i) => `/${madeUp(i)}.md`),
    // A collection's documents (lib/collections), served by the generic [slug]/[item] pages.
    'case study': times((i) => `/case-studies/${madeUp(i)}`),
    'Spanish case study': times((i) => `/es/case-studies/${madeUp(i)}`),
    'Markdown copy of a case study': times((i) => `/case-studies/${madeUp(i)}.md`),
    'address below a page': times((i) => `/security/${madeUp(i)}`),
    'Studio path': times((i) => `/studio/${madeUp(i)}`),
    image: times((i) => `/media/${i.toString(16).padStart(40, '0')}-1x1.jpg`),
    'API address': times((i) => `/api/${madeUp(i)}`),
    // A trust center document's download by a made-up key: its lookup by key is kept in the data cache.
    'trust document': times((i) => `${['', '/es'][i % 2]}/trust/documents/${madeUp(i)}`),
    // The shape of an article's address under each folder of the site's own, which app/[locale] would read as a language.
    'article under a folder': times((i) => `/${['api', 'studio', 'media', 'language'][i % 4]}/blog/${madeUp(i)}`),
    page: times((i) => `/${madeUp(i)}`),
    file: times((i) => `/${madeUp(i)}.ico`),
    // Below the account pages and the search, which have the route table's pages only.
    'account address': times((i) => `${['', '/es'][i % 2]}/${['users', 'account', 'search'][i % 3]}/${madeUp(i)}`),
    // Next's own folder: a made-up one reached app/[locale] with "_next" as its language.
    'Next file': times((i) => ['/_next/', '/_next/static/', '/_next/made-up/'][i % 3] + madeUp(i)),
    // The same made-up addresses written with %XX: the proxy decides on them decoded, as the router reads them.
    'encoded account address': times((i) => `/%75sers/${madeUp(i)}`),
    'encoded page': times((i) => `/%70ricing-${madeUp(i)}`),
    'encoded Spanish address': times((i) => `/es/%66eatures/${madeUp(i)}`),
    'encoded share card': times((i) => `/%62log/${madeUp(i)}/opengraph-image-1x2y3z/card`),
    // Next's data files' form on a CDN, of real and made-up pages, and names longer than any of the site's.
    'data file': times((i) => `/${i % 2 ? madeUp(i) : ['security', 'pricing', 'es/features', 'blog'][i % 4]}.rsc`),
    'overlong name': times(
      (i) => `/${['', 'blog/', 'es/', 'case-studies/'][i % 4]}${madeUp(i)}${'x'.repeat(300 + i * 90)}`,
    ),
    // Previews asked for by name: only draft mode's rewrites lead there.
    preview: times((i) => `/draft/${['en', 'es'][i % 2]}/${i % 4 < 2 ? madeUp(i) : `blog/${madeUp(i)}`}`),
    // The files and folders that have no language, under a language's prefix.
    'file or folder under a language': times((i) =>
      i % 10 < 4
        ? `/es${['/robots.txt', '/icon.svg', '/sitemap.xml', '/robots.txt'][i % 4]}`
        : `/es/${['studio', 'api', 'media', 'language', 'draft', 'studio'][i % 6]}/${madeUp(i)}`,
    ),
  }
  for (const [kind, paths] of Object.entries(kinds)) {
    const answers = await sendAll(request, paths)
    // An encoded address is sent to the same address written plainly, which is one of the kinds above.
    // An encoded address is sent to the same address written plainly, which is one of the kinds above;
    // one longer than any address of the site's may be "too long" (414).
    const expected = kind.startsWith('encoded') ? [308] : kind === 'overlong name' ? [404, 414] : [404]
    const wrong = answers.filter((answer) => !expected.includes(answer.status))
    expect(wrong.slice(0, 3), `${kind}: every answer a 404`).toEqual([])
    const kept = answers.filter((answer) => /public|s-maxage/.test(answer.cacheControl ?? ''))
    expect(kept.slice(0, 3), `${kind}: no 404 a CDN may keep`).toEqual([])
  }

  // A POST there is a 404 before any page renders: a made-up slug's page would keep a read of the content.
  const posted = ['', '/case-studies', '/users', '/es/account']
  for (const path of times((i) => `${posted[i % 4]}/${madeUp(i)}`).slice(0, 40))
    expect([path, (await request.post(`${baseURL}${path}`, { form: { field: 'value' } })).status()]).toEqual([
      path,
      404,
    ])
  // Any other method below the account pages too, before their form check.
  for (const path of ['/users/made-up-put', '/es/account/made-up-put'])
    expect([path, (await request.put(`${baseURL}${path}`, { data: 'x' })).status()]).toEqual([path, 404])

  const switches = await sendAll(
    request,
    times((i) => `/language/es?from=${encodeURIComponent(`/blog/${madeUp(i)}`)}`),
  )
  expect(new Set(switches.map((answer) => `${answer.status} ${answer.location}`))).toEqual(new Set(['303 /es']))

  expect(filesOf(distDir).filter((file) => !filesBefore.includes(file))).toEqual([])
  expect(await redisKeys()).toEqual(keysBefore)
  expect(serverLog).not.toMatch(/ENAMETOOLONG|uncaught|unhandled|⨯/i)
})

test('a server action’s post to a page that shows no form is refused before Next reads it, and raises nothing', async ({
  request,
}) => {
  const pages = ['/', '/pricing', '/features', '/security', '/blog', '/es/pricing', '/es/security']
  const junk = { 'next-action': '7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c', 'content-type': 'text/plain' }
  for (const path of pages) {
    const answer = await request.post(`${baseURL}${path}`, { headers: junk, data: '["$K1"]' })
    expect([path, answer.status(), answer.headers().allow]).toEqual([path, 405, 'GET, HEAD'])
  }
  // Bodies cut off halfway, a thousand of them, as the attacker sent them: to these pages, and to pages with a form.
  const targets = [...pages, '/contact-us', '/es/users/sign-in']
  await Promise.all(
    Array.from({ length: 10 }, (_, worker) =>
      (async () => {
        for (let index = 0; index < 100; index++) await postAndHangUp(targets[(worker + index) % targets.length]!)
      })(),
    ),
  )
  // An action id Next could not look up, on the contact page (which has a form), is a 400 too.
  const contact = await request.post(`${baseURL}/contact-us`, {
    headers: { ...junk, 'next-action': 'abc' },
    data: '[]',
  })
  expect(contact.status()).toBe(400)
  expect((await request.get(`${baseURL}/pricing`)).status()).toBe(200)
  expect(serverLog).not.toMatch(/uncaught|unhandled|aborted|Server Action|⨯/i)
})

/** A post whose body stops after 10 of the 1,000 bytes it declared, then a closed connection. */
function postAndHangUp(path: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nNext-Action: 7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c\r\n` +
          'Content-Type: text/plain\r\nContent-Length: 1000\r\n\r\n["$K1",',
      )
      setTimeout(() => socket.destroy(), 20)
    })
    socket.on('close', () => resolve())
    socket.on('error', () => resolve())
  })
}

test('a made-up draft-mode cookie gets the published, prerendered page, and is dropped', async ({ request }) => {
  const forged = await request.get(`${baseURL}/pricing`, {
    headers: { cookie: '__prerender_bypass=made-up', 'x-medicore-draft-mode': '1' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(200)
  expect(forged.headers()['x-nextjs-prerender']).toBeDefined()
  expect(forged.headers()['set-cookie']).toMatch(/^__prerender_bypass=; Path=\/; Max-Age=0/)
  expect(await forged.text()).not.toContain('Preview mode')
})

test('no published representation may be kept by a CDN for more than a day', async ({ request }) => {
  const paths = [
    '/blog',
    '/es/blog',
    '/blog/rss.xml',
    '/es/blog/rss.xml',
    '/llms.txt',
    '/es/llms.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/index.md',
    '/pricing.md',
    '/es/index.md',
    '/es/pricing.md',
  ]
  const blog = await (await request.get(`${baseURL}/blog`)).text()
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1]!
  const category = /href="(\/blog\/category\/[a-z0-9-]+)"/.exec(blog)![1]!
  const spanish = await (await request.get(`${baseURL}/es/blog`)).text()
  const spanishArticle = /href="(\/es\/blog\/[a-z0-9-]+)"/.exec(spanish)![1]!
  paths.push(article, `${article}.md`, category, `${category}.md`, spanishArticle, `${spanishArticle}.md`)
  for (const answer of await sendAll(request, paths)) {
    expect([answer.path, answer.status]).toEqual([answer.path, 200])
    expect([answer.path, answer.cacheControl]).toEqual([answer.path, expect.stringMatching(/^public, /)])
    expect(sharedLifetime(answer.cacheControl), answer.path).toBeLessThanOrEqual(day)
  }
})
