import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { collectionDeclarations } from '@/lib/collections/declarations.gen'
import { localizedPath } from '@/lib/i18n/locales'
import { publicPaths, routes } from '@/lib/routes'
import { testEnv } from '../../support/environment'

/* The checks quality-pages.spec.ts makes of each page it visits, and the few other specs that read a page so. */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/*
 * axe.run in the page itself (legacy mode), not AxeBuilder's default, which gathers each frame's
 * results and then opens a blank page of their own to combine them: half the CPU of every check.
 * The site's pages have no frames whose results that would combine.
 */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  )
  expect(summary).toEqual([])
}

/**
 * The focused element (tag, text, link, place on the page) and whether it shows where focus is:
 * an outline, a ring (box-shadow) or the skip link appearing. One round trip a tab stop.
 */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { key: 'BODY', visible: false }
    const key = `${element.tagName}:${element.textContent?.trim().slice(0, 40)}:${element.getAttribute('href') ?? ''}:${element.getBoundingClientRect().top + scrollY}`
    const style = getComputedStyle(element)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const ringed = style.boxShadow !== 'none'
    // A visually hidden input (the pricing toggle's radios, the demo's weeks) shows focus on its label.
    const label =
      element.closest('label') ??
      (element.id ? document.querySelector<HTMLElement>(`label[for="${element.id}"]`) : null)
    const labelStyle = label ? getComputedStyle(label) : undefined
    const labelOutlined = !!labelStyle && labelStyle.outlineStyle !== 'none' && parseFloat(labelStyle.outlineWidth) > 0
    const rect = element.getBoundingClientRect()
    const visible =
      (outlined || ringed || labelOutlined) && (rect.width > 1 || (label?.getBoundingClientRect().width ?? 0) > 1)
    return { key, visible }
  })
}

/**
 * The keyboard walk of a page just loaded, focus at its start: the first Tab reaches the skip link,
 * shown; every later stop is a visible, focus-indicated control; the skip link, followed, moves
 * focus to the main content.
 */
export async function keyboardWalk(page: Page) {
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  const seen = new Set<string>()
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press('Tab')
    if (stop === 0) {
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
    }
    const { key, visible } = await focused(page)
    if (seen.has(key) || key.startsWith('BODY')) break
    seen.add(key)
    expect(visible, `focus visible on ${key}`).toBe(true)
  }
  expect(seen.size).toBeGreaterThan(3)
  await skip.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
}

/** The phone screen the design is drawn for (docs/design.md, npm run screenshots). */
const phoneWidth = 390

/**
 * The page, narrowed to a phone's screen, fits it: it does not scroll sideways. A failure names the
 * innermost elements that stick out. The viewport goes back to what it was after.
 */
export async function expectFitsAPhone(page: Page) {
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: phoneWidth, height: viewport.height })
  try {
    const sticking = await page.evaluate(() => {
      const screen = document.documentElement.clientWidth
      if (document.documentElement.scrollWidth <= screen) return []
      const out = (element: Element) => element.getBoundingClientRect().right > screen + 0.5
      return [...document.body.querySelectorAll('*')]
        .filter((element) => out(element) && ![...element.children].some(out))
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${element.textContent?.trim().slice(0, 40)}`,
        )
    })
    expect(sticking, `wider than a ${phoneWidth}-pixel screen`).toEqual([])
  } finally {
    await page.setViewportSize(viewport)
  }
}

/**
 * Collects console errors and uncaught errors while a page is used. Chromium logs every CSP
 * violation as a console error ("Loading the script '…' violates the following Content Security
 * Policy directive"), so a violation is one of them.
 */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

const siteUrl = testEnv.SITE_URL?.trim() || 'http://localhost:3000'
/** An address on the site's public origin (SITE_URL, default http://localhost:3000). */
export const absolute = (path: string) => new URL(path, siteUrl).toString()
/** A URL as Next writes it into <head>: the home page without its trailing slash. */
const inHead = (path: string) => absolute(path).replace(/(?<=\/\/[^/]+)\/$/, '')

/** The page's title, description, canonical URL and social cards, the card served at this server as a PNG. */
export async function expectSeoMetadata(page: Page, path: string) {
  const title = await page.title()
  expect(title).toMatch(/MediCore/)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length).toBeGreaterThan(50)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', inHead(path))
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', inHead(path))
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  // The site's card, or the page's own (a page built from sections draws one from its headline, a case study from its
  // title), at the address it is served at: not under the /en Next would name, which redirects.
  const cards = [absolute('/opengraph-image'), absolute(`${path}/opengraph-image`)]
  expect(
    cards.some((card) => image?.startsWith(card)),
    image!,
  ).toBe(true)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!)
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /MediCore/)
  // The image itself, at this server.
  const response = await page.request.get(new URL(image!).pathname + new URL(image!).search)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG')
}

const es = (path: string) => localizedPath(path, 'es')

/** The words each Spanish page shows from the bundled dataset's Spanish documents. */
const spanishWords: Record<string, string> = {
  [routes.home.path]: 'Una plataforma conectada para cada unidad, clínica y laboratorio',
  [routes.features.path]: 'Vea cada módulo en acción',
  [routes.pricing.path]: 'Planes sencillos para consultorios de todo tamaño',
  [routes.contact.path]: 'Contáctenos',
  [routes.demo.path]: 'Elija una hora para una videollamada de 30 minutos',
  [routes.blog.path]: 'Conceptos básicos de HIPAA para clínicas que eligen software',
  [routes.legal.path]: 'Términos del servicio',
  [routes.privacy.path]: 'Política de privacidad',
  [routes.trust.path]: 'Seguridad y cumplimiento, con los documentos que lo demuestran',
  // A collection's list page: its Spanish title (lib/collections/<type>/collection.ts).
  ...Object.fromEntries(
    Object.values(collectionDeclarations).map((collection) => [
      routes[collection.listRoute].path,
      collection.words.es.title,
    ]),
  ),
}

/** The page's hreflang alternates, as paths. */
export async function hreflangs(page: Page) {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!]),
    )
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!).pathname]))
}

/** The Spanish twin of the public page `path`: its language, its words, its canonical address and alternates. */
export async function expectSpanishPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.locator('main')).toContainText(spanishWords[path]!)
  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Precios')
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe(es(path))
  expect(await hreflangs(page)).toEqual({ 'en-US': path, 'es-US': es(path), 'x-default': path })
}

/** Every kind of Spanish page the English-words check reads: the fixed ones, an article, a category, search and the account screens. */
export const spanishPages: readonly string[] = [
  ...publicPaths.map(es),
  '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
  '/es/blog/category/cumplimiento-y-seguridad',
  '/es/search',
  '/es/search?q=hipaa',
  '/es/search?q=qwzxv',
  ...[routes.signIn.path, routes.signUp.path, routes.forgotPassword.path].map(es),
]
