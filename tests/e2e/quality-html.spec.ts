import { expect, test, type APIRequestContext } from '@playwright/test'
import { validateHtml } from '../quality/html-validate'
import { allPageRoutes, unlinkedRoutes, notFoundRoute } from '../quality/routes'
import { signUpNewAccount } from './support/accounts'

/*
 * Quality gate: valid HTML and no dead links. The HTML each page sends, as the
 * server sends it, through html-validate; and a crawler from / over every same-origin link.
 */

for (const path of [...allPageRoutes, '/studio']) {
  test(`${path} is valid HTML`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(path === notFoundRoute ? 404 : 200)
    expect(await validateHtml(await response.text(), path)).toEqual([])
  })
}

test('/account, signed in, is valid HTML', async ({ page }) => {
  await signUpNewAccount(page)
  const response = await page.request.get('/account', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await validateHtml(await response.text(), '/account')).toEqual([])
})

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Every <a href> of a page, as written. */
function links(html: string) {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decode(match[1]!))
}

async function crawl(request: APIRequestContext, baseURL: string, start: string[]) {
  const base = new URL(baseURL)
  const queue = [...start]
  const visited = new Map<string, number>()
  const problems: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    const response = await request.get(path)
    visited.set(path, response.status())
    if (response.status() !== 200) continue
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await response.text()
    for (const href of links(html)) {
      if (href.trim() === '' || href === '#') {
        problems.push(`${path}: a placeholder link href="${href}"`)
        continue
      }
      if (href.startsWith('#')) {
        // An in-page link: its target must exist.
        if (!html.includes(`id="${href.slice(1)}"`)) problems.push(`${path}: ${href} points at no element`)
        continue
      }
      const url = new URL(href, new URL(path, base))
      if (url.origin !== base.origin) continue
      if (url.pathname.startsWith('/studio')) continue // The Studio is an app of its own, not part of the site's link graph.
      const target = `${url.pathname}${url.search}`
      if (!visited.has(target) && !queue.includes(target)) queue.push(target)
    }
  }
  for (const [path, status] of visited) if (status !== 200) problems.push(`${path} answers ${status}`)
  return { visited: [...visited.keys()], problems }
}

test('every internal link, from / onwards, resolves and none is a placeholder', async ({ request, baseURL }) => {
  const { visited, problems } = await crawl(request, baseURL!, ['/'])
  expect(problems).toEqual([])
  // The crawl reached the whole site through its links.
  for (const path of allPageRoutes.filter((path) => path !== notFoundRoute && !unlinkedRoutes.includes(path))) {
    expect(visited).toContain(path)
  }
})

test('the links on the 404 page resolve too', async ({ request, baseURL }) => {
  const html = await (await request.get(notFoundRoute)).text()
  const paths = links(html).filter((href) => href.startsWith('/'))
  expect(paths.length).toBeGreaterThan(0)
  const { problems } = await crawl(request, baseURL!, paths)
  expect(problems).toEqual([])
})
