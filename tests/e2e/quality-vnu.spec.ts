import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './support/visitor'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { allPageRoutes, confirmEmailCardRoute, notFoundRoute } from '../quality/routes'
import { checkWithVnu } from '../quality/vnu'
import { signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'

/*
 * Quality gate: the W3C Nu HTML checker finds no error in the HTML the server sends, on every
 * page of the sitemap, every form and account screen, in both languages. The pages are saved
 * and checked by one Java process (a JVM per page would take minutes); the warnings it leaves
 * are attached to the report.
 */

/** A page that must fail: proof that the checker read the files and reports what it finds. */
const control = {
  name: 'the control page',
  html: '<!DOCTYPE html><html lang="en"><head><title>Control</title></head><body><form action=""></form></body></html>',
}

/** Every address in /sitemap.xml, as a path on this server. */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'))
    return `${url.pathname}${url.search}`
  })
}

/** Each path's HTML, a few requests at a time. */
async function fetchPages(request: APIRequestContext, paths: readonly string[], pages: Map<string, string>) {
  const queue = [...paths]
  const fetchNext = async (): Promise<void> => {
    const path = queue.shift()
    if (path === undefined) return
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(path === notFoundRoute ? 404 : 200)
    pages.set(path, await response.text())
    return fetchNext()
  }
  await Promise.all(Array.from({ length: 4 }, fetchNext))
}

test('every page, form and account screen is valid HTML to the W3C Nu checker', async ({
  page,
  visitors,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const fromSitemap = await sitemapPaths(page.request)
  // The sitemap lists the blog's articles and categories in both languages.
  expect(fromSitemap).toEqual(expect.arrayContaining(['/', '/es', '/blog', '/es/blog']))
  const paths = [
    ...new Set([...fromSitemap, ...allPageRoutes, confirmEmailCardRoute, localizedPath(confirmEmailCardRoute, 'es')]),
  ]
  const pages = new Map([[control.name, control.html]])
  await fetchPages(page.request, paths, pages)

  // /account with every form on it: unconfirmed (the resend button), and a second session (sign out the others).
  const email = await signUpNewAccount(page, 'vnu')
  const other = await visitors.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
  const otherPage = await other.newPage()
  await otherPage.goto(routes.signIn.path)
  await otherPage.getByLabel('E-Mail Address').fill(email)
  await otherPage.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await otherPage.getByRole('button', { name: 'Login' }).click()
  await expect(otherPage).toHaveURL(/\/account$/)
  await other.close()
  for (const path of [routes.account.path, localizedPath(routes.account.path, 'es')]) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html.match(/name="session"/g), 'both sessions, each with its sign-out form').toHaveLength(2)
    pages.set(`${path} (signed in)`, html)
  }

  const { errors, warnings } = await checkWithVnu(pages)
  await testInfo.attach('vnu warnings', { body: warnings.join('\n') || 'none', contentType: 'text/plain' })
  const [controlErrors, pageErrors] = [
    errors.filter((error) => error.startsWith(`${control.name} `)),
    errors.filter((error) => !error.startsWith(`${control.name} `)),
  ]
  expect(controlErrors.join('\n')).toContain('Bad value “” for attribute “action” on element “form”')
  expect(pageErrors).toEqual([])
})
