import { type BrowserContext } from '@playwright/test'
import { expect, test } from './support/visitor'
import { localizedPath } from '@/lib/i18n/locales'
import { publicPaths, routes } from '@/lib/routes'
import { allPageRoutes } from '../quality/routes'
import { englishSiteWords, englishWordsIn, pageWords } from './support/english-words'
import { hreflangs, spanishPages } from './support/page-checks'
import { sitemapPaths } from './support/pages'
import { britishSpellingsIn } from '../support/british-spellings'

/* The Spanish site (issue 21) on the bundled dataset: its pages, addresses, alternates, switcher and forms. */

const es = (path: string) => localizedPath(path, 'es')
const englishArticle = '/blog/hipaa-basics-for-clinics-choosing-software'
const spanishArticle = '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software'
/** An article whose Spanish address is its translated slug, not its English one under /es. */
const translatedArticle = {
  english: '/blog/safer-nursing-shift-handover',
  spanish: '/es/blog/entrega-de-turno-de-enfermeria-mas-segura',
}
const spanishCategory = '/es/blog/category/cumplimiento-y-seguridad'

test('English pages keep their language and gain only their Spanish alternate', async ({ visitor: page }) => {
  await page.goto(routes.pricing.path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await hreflangs(page)).toEqual({ 'en-US': '/pricing', 'es-US': '/es/pricing', 'x-default': '/pricing' })
})

test('the plans have the same prices in both languages, with Spanish words', async ({ visitor: page }) => {
  /** Each price on the page, monthly and annual, as its text: "$29/mo per month". */
  const prices = async (path: string) => {
    await page.goto(path)
    return (await page.locator('[data-billing]').allTextContents()).filter((text) => /\$/.test(text))
  }
  const amounts = (texts: string[]) => texts.map((text) => text.match(/\$[\d,]+/)?.[0])
  const english = await prices('/pricing')
  const spanish = await prices('/es/pricing')
  expect(spanish.length).toBeGreaterThan(0)
  expect(amounts(spanish)).toEqual(amounts(english))
  // The unit after each price, as seen and as a screen reader says it, in Spanish.
  for (const text of spanish) expect(text).toMatch(/^\$[\d,]+(\/mes por mes|\/año por año)$/)
  // Plan names are the product's, in every language (docs/translations.md#plan-names).
  await expect(page.getByRole('heading', { name: 'Free', exact: true })).toBeVisible()
})

// The Spanish pages that quality-pages.spec.ts does not visit: search without a query, and with words found and not.
for (const path of spanishPages.filter((page) => !allPageRoutes.includes(page))) {
  test(`${path} shows none of the site's English words, to the eye or to a screen reader`, async ({
    visitor: page,
  }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    expect(englishWordsIn(await pageWords(page))).toEqual([])
  })
}

test('every Spanish page of the sitemap shows none of the site’s English words, to the eye or to a screen reader', async ({
  visitor: page,
  request,
}) => {
  const paths = await sitemapPaths(request, 'es')
  // Every kind: the fixed pages, the pages built from sections, articles, categories, case studies.
  expect(paths).toEqual(
    expect.arrayContaining([...publicPaths.map(es), spanishArticle, spanishCategory, '/es/security']),
  )
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es-US')
    expect(englishWordsIn(await pageWords(page)), path).toEqual([])
  }
})

test('every English page of the sitemap is in US English: no British spelling, one spelling of email', async ({
  visitor: page,
  request,
}) => {
  const paths = await sitemapPaths(request, 'en')
  expect(paths.length).toBeGreaterThan(15)
  for (const path of [...paths, ...[routes.signIn.path, routes.signUp.path, routes.forgotPassword.path]]) {
    await page.goto(path)
    expect(britishSpellingsIn((await pageWords(page)).join('\n')), path).toEqual([])
  }
})

test('the check for English words finds them on the English pages', async ({ visitor: page }) => {
  expect(englishSiteWords).toEqual(expect.arrayContaining(['/mo', 'per month', 'Not included:', 'Previous slide']))
  await page.goto('/pricing')
  expect(englishWordsIn(await pageWords(page))).toEqual(
    expect.arrayContaining(['Skip to main content', '/mo', '/yr', 'per month', 'Included:', 'Not included:']),
  )
  await page.goto('/')
  expect(englishWordsIn(await pageWords(page))).toEqual(
    expect.arrayContaining(['carousel', 'slide', 'of', 'Stop automatic slide show', 'Previous slide', 'Show slide']),
  )
})

test('the Spanish JSON-LD says its language', async ({ visitor: page }) => {
  const jsonLd = async (path: string) => {
    await page.goto(path)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    return Object.fromEntries(
      scripts.map((text) => JSON.parse(text) as Record<string, unknown>).map((thing) => [thing['@type'], thing]),
    )
  }
  const home = await jsonLd('/es')
  expect(home.WebSite).toMatchObject({ inLanguage: 'es-US', url: expect.stringMatching(/\/es$/) })
  expect(home.FAQPage).toMatchObject({ inLanguage: 'es-US' })
  const article = await jsonLd(spanishArticle)
  expect(article.BlogPosting).toMatchObject({ inLanguage: 'es-US' })
  const crumbs = (article.BreadcrumbList as { itemListElement: { name: string }[] }).itemListElement
  expect(crumbs.map((crumb) => crumb.name).slice(0, 3)).toEqual(['Inicio', 'Blog', 'Cumplimiento y seguridad'])
  const pricing = await jsonLd('/es/pricing')
  expect(pricing.SoftwareApplication).toMatchObject({ inLanguage: 'es-US' })
})

/** Pages that tell the browser to send no Referer, as some browsers and privacy extensions do on their own. */
async function withoutReferer(context: BrowserContext) {
  await context.route(
    (url) => !url.pathname.startsWith('/language/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch({ maxRedirects: 0 })
      await route.fulfill({ response, headers: { ...response.headers(), 'referrer-policy': 'no-referrer' } })
    },
  )
}

test.describe('the language switcher without a Referer', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`keeps the page, and a search's words (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      visitors,
    }) => {
      const context = await visitors.newContext({ javaScriptEnabled })
      await withoutReferer(context)
      const page = await context.newPage()
      const switchTo = (name: RegExp) => page.getByRole('contentinfo').getByRole('link', { name }).click()
      await page.goto('/pricing')
      await switchTo(/Español/)
      await expect(page).toHaveURL(/\/es\/pricing$/)
      await page.goto('/accessibility')
      await switchTo(/Español/)
      await expect(page).toHaveURL(/\/es\/accessibility$/)
      await page.goto(englishArticle)
      await switchTo(/Español/)
      await expect(page).toHaveURL(new RegExp(`${spanishArticle}$`))
      // A collection's document (lib/collections): at its translation's own slug.
      await page.goto('/case-studies/northgate-labs-results-turnaround')
      await switchTo(/Español/)
      await expect(page).toHaveURL(/\/es\/case-studies\/northgate-laboratorios-entrega-de-resultados$/)
      await page.goto('/es/search?q=hipaa')
      await switchTo(/English/)
      await expect(page).toHaveURL(/\/search\?q=hipaa$/)
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('hipaa')
      await context.close()
    })
  }
})

test('the account screens have the switcher too, which keeps the query', async ({ visitor: page }) => {
  await page.goto('/users/sign-up?plan=starter')
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Español/ })
    .click()
  await expect(page).toHaveURL(/\/es\/users\/sign-up\?plan=starter$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await page
    .getByRole('banner')
    .getByRole('link', { name: /English/ })
    .click()
  await expect(page).toHaveURL(/\/users\/sign-up\?plan=starter$/)
  await expect(page).not.toHaveURL(/\/es\//)
})

test('/en addresses lead to the unprefixed English pages', async ({ request }) => {
  const response = await request.get('/en/pricing', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/pricing')
})

test.describe('the Spanish forms', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`say what is wrong in Spanish (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ visitors }) => {
      const context = await visitors.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/es/users/sign-in')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      const email = page.getByLabel('Correo electrónico', { exact: false })
      await email.fill('no-es-un-correo')
      await page.getByLabel('Contraseña', { exact: false }).first().fill('x')
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
      await expect(page.getByText('El correo electrónico no es válido')).toBeVisible()
      await context.close()
    })

    test(`the contact form is in Spanish, and so are its messages (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      visitors,
    }) => {
      const context = await visitors.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/es/contact-us')
      await expect(page.getByText('No incluya información de salud personal')).toBeVisible()
      await page.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect(page.getByText('El asunto es obligatorio')).toBeVisible()
      await expect(page.getByLabel('Asunto', { exact: false })).toHaveAttribute('aria-invalid', 'true')
      await context.close()
    })
  }
})

test('the sitemap lists both languages with their alternates, and each language has its feed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/es/pricing</loc>')
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="es-US" href="[^"]*\/es\/pricing"/)
  expect(sitemap).toContain(spanishArticle)
  expect(sitemap).toContain(`${translatedArticle.spanish}</loc>`)
  expect(sitemap).not.toContain(`/es${translatedArticle.english}`)
  const feed = await (await request.get('/es/blog/rss.xml')).text()
  expect(feed).toContain('<language>es-us</language>')
  expect(feed).toContain(spanishArticle)
})

test('a mistyped Spanish address answers 404 in Spanish, with Spanish links, and no cache keeps it', async ({
  visitor: page,
}) => {
  for (const path of ['/es/no-such-page', '/es/blog/no-such-article', '/es/page-not-found']) {
    const response = await page.goto(path)
    expect([path, response?.status()]).toEqual([path, 404])
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página')
    await expect(page.getByRole('main').getByRole('link', { name: 'Precios' })).toHaveAttribute('href', es('/pricing'))
    // The header's and the footer's links lead to the Spanish pages too.
    const english = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!).filter((href) => !/^\/(es|language)(\/|$|\?)/.test(href)),
      )
    expect(english, path).toEqual([])
    expect(englishWordsIn(await pageWords(page)), path).toEqual([])
  }
  // An English one keeps Next's own 404 page, in English.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})
