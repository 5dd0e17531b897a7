import { expect, test, type Page } from '@playwright/test'
import { localizedPath } from '@/lib/i18n/locales'
import { publicPaths, routes } from '@/lib/routes'

/* The Spanish site (issue 21) on the bundled dataset: its pages, addresses, alternates, switcher and forms. */

const es = (path: string) => localizedPath(path, 'es')
const englishArticle = '/blog/hipaa-basics-for-clinics-choosing-software'
const spanishArticle = '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software'
const untranslatedArticle = '/blog/safer-nursing-shift-handover'

/** The words each Spanish page shows from the bundled dataset's Spanish documents. */
const spanishWords: Record<string, string> = {
  [routes.home.path]: 'Una plataforma conectada para cada unidad, clínica y laboratorio',
  [routes.features.path]: 'Farmacia con búsqueda por nombre genérico',
  [routes.pricing.path]: 'Planes sencillos para consultorios de todo tamaño',
  [routes.contact.path]: 'Contáctenos',
  [routes.blog.path]: 'Lo básico de HIPAA para clínicas que eligen software',
  [routes.legal.path]: 'Términos del servicio',
  [routes.privacy.path]: 'Política de privacidad',
}

for (const path of publicPaths) {
  test(`${es(path)} is in Spanish, with its language, canonical address and alternates`, async ({ page }) => {
    const response = await page.goto(es(path))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.locator('main')).toContainText(spanishWords[path]!)
    await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Precios')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(es(path))
    const alternates = await hreflangs(page)
    expect(alternates).toEqual({
      'en-US': path,
      'es-US': es(path),
      'x-default': path,
    })
  })
}

/** The page's hreflang alternates, as paths. */
async function hreflangs(page: Page) {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!]),
    )
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!).pathname]))
}

test('English pages keep their language and gain only their Spanish alternate', async ({ page }) => {
  await page.goto(routes.pricing.path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await hreflangs(page)).toEqual({ 'en-US': '/pricing', 'es-US': '/es/pricing', 'x-default': '/pricing' })
})

test('the plans have the same prices in both languages, with Spanish words', async ({ page }) => {
  const prices = async (path: string) => {
    await page.goto(path)
    return page.locator('[data-billing]').allTextContents()
  }
  const english = await prices('/pricing')
  const spanish = await prices('/es/pricing')
  expect(spanish.join(' ')).toMatch(/\$/)
  expect(spanish.filter((text) => /\$/.test(text))).toEqual(english.filter((text) => /\$/.test(text)))
  await expect(page.getByRole('heading', { name: 'Gratis' })).toBeVisible()
})

test('hreflang pairs are reciprocal and every alternate answers 200', async ({ page, request }) => {
  for (const start of [englishArticle, spanishArticle, '/features', '/es/blog/category/cumplimiento-y-seguridad']) {
    await page.goto(start)
    const alternates = await hreflangs(page)
    expect(Object.keys(alternates).sort(), start).toEqual(['en-US', 'es-US', 'x-default'])
    for (const path of Object.values(alternates) as string[]) {
      expect((await request.get(path)).status(), path).toBe(200)
      await page.goto(path)
      expect(await hreflangs(page), `${start} → ${path}`).toEqual(alternates)
    }
  }
})

test('an article without a translation has no Spanish address, no alternate, and is not listed under /es/blog', async ({
  page,
  request,
}) => {
  await page.goto(untranslatedArticle)
  expect(await hreflangs(page)).toEqual({})
  expect((await request.get(`/es${untranslatedArticle}`)).status()).toBe(404)
  await page.goto('/es/blog')
  await expect(page.locator('main')).not.toContainText('nursing')
  await expect(page.locator('main a[href^="/es/blog/"]').first()).toBeVisible()
  expect(await page.locator('main a[href^="/blog/"]').count()).toBe(0)
})

test.describe('the language switcher', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`keeps the visitor on the same page, or that language's home page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/pricing')
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Español/ })
        .click()
      await expect(page).toHaveURL(/\/es\/pricing$/)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /English/ })
        .click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page).not.toHaveURL(/\/es\//)
      await page.goto(englishArticle)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Español/ })
        .click()
      await expect(page).toHaveURL(new RegExp(`${spanishArticle}$`))
      await page.goto(untranslatedArticle)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Español/ })
        .click()
      await expect(page).toHaveURL(/\/es$/)
      await context.close()
    })
  }
})

test('/en addresses lead to the unprefixed English pages', async ({ request }) => {
  const response = await request.get('/en/pricing', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/pricing')
})

test.describe('the Spanish forms', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`say what is wrong in Spanish (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/es/users/sign-in')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      const email = page.getByLabel('Correo electrónico', { exact: false })
      await email.fill('no-es-un-correo')
      await page.getByLabel('Contraseña', { exact: false }).first().fill('x')
      await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click()
      await expect(page.getByText('El correo electrónico no es válido')).toBeVisible()
      await context.close()
    })

    test(`the contact form is in Spanish, and so are its messages (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
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
  expect(sitemap).not.toContain(`/es${untranslatedArticle}`)
  const feed = await (await request.get('/es/blog/rss.xml')).text()
  expect(feed).toContain('<language>es-us</language>')
  expect(feed).toContain(spanishArticle)
})
