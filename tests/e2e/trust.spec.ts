import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { publicPaths } from '@/lib/routes'
import { localizedPath } from '@/lib/i18n/locales'
import { confirmAddress, signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { waitForMail } from './support/mail'
import { testEnv } from '../support/environment'
import { e2e } from '../support/servers'
import { rfc9116Problems } from '../support/security-txt'

/*
 * The trust center as a hospital's buyer, an attacker and staff meet it, on the zero-configuration
 * build: the feed, the questionnaire's upload, the restricted documents and security.txt. The
 * notices mailed when a subprocessor changes edit the dataset: tests/e2e/trust-notices.spec.ts.
 */

const pdf = readFileSync('studio/dataset/files/dda3c297f7ae107f9b96c12bc89c461e0dc1d2b2.pdf')
/** A Windows program named like a PDF. */
const disguised = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(2048, 7),
])
const restricted = '/trust/documents/soc-2-type-ii-report'

/** `npm run access` against the end-to-end server's database, as staff run it. */
function access(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'access', '--', ...args], {
    env: {
      ...testEnv,
      TRUST_DB_PATH: e2e.site.trustDb,
      DATABASE_URL: '',
      MAIL_DB_PATH: e2e.site.mailDb,
      SMTP_URL: `smtp://127.0.0.1:${e2e.smtp.port}`,
    },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

test('the trust page announces its subprocessor feed, which parses, in both languages', async ({ page }) => {
  for (const locale of ['en', 'es'] as const) {
    await page.goto(localizedPath('/trust', locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en'
        ? 'Security and compliance, with the documents to prove it'
        : 'Seguridad y cumplimiento, con los documentos que lo demuestran',
    )
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(feed).toHaveCount(1)
    const href = new URL((await feed.getAttribute('href'))!).pathname
    expect(href).toBe(localizedPath('/trust/subprocessors.xml', locale))
    const response = await page.request.get(href)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    const items = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml')
      if (document.querySelector('parsererror')) throw new Error('The feed is not well-formed XML')
      return [...document.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        guid: item.querySelector('guid')?.textContent,
      }))
    }, xml)
    expect(items.length).toBeGreaterThanOrEqual(4)
    expect(items[0]!.title).toContain(locale === 'en' ? 'Added: Relaypoint Messaging' : 'Alta: Relaypoint Messaging')
    expect(new Set(items.map((item) => item.guid)).size).toBe(items.length)
    // The page links the feed visibly too, and lists the subprocessor still to start as upcoming.
    await expect(page.locator('a[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', href)
    await expect(page.getByRole('row', { name: /Relaypoint Messaging/ })).toContainText(
      locale === 'en' ? 'Starts' : 'Empieza',
    )
  }
})

test("the notices' subscription form says under its field, in the page's language, what the browser and then the server refused", async ({
  page,
}) => {
  await page.goto('/es/trust')
  const form = page.locator('#subprocessors form')
  const field = form.getByLabel('Correo electrónico del trabajo')
  const subscribe = form.getByRole('button', { name: 'Suscribirse' })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  // Empty: the browser's own check stops it, and its message is the page's, not a bubble.
  await subscribe.click()
  await expect(field).toHaveAccessibleDescription('El correo electrónico no es válido')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
  expect(posts).toEqual([])
  await field.fill('ada@northfield-health.example')
  await expect(field).not.toHaveAttribute('aria-invalid')
  // An address the browser lets through and the server's schema does not: its answer, in the same place.
  await field.fill('ada@northfield')
  await subscribe.click()
  await expect(field).toHaveAccessibleDescription('El correo electrónico no es válido')
  expect(posts).toHaveLength(1)
  await expect(field).toHaveValue('ada@northfield')
  await expect(field).toBeFocused()
})
async function fillRequest(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Work email address').last().fill('ada@northfield-health.example')
  await page.getByLabel('Organization').fill('Northfield Health')
  await page.getByLabel('Attachment').setInputFiles({ ...file, mimeType: 'application/pdf' })
}

test('a questionnaire with a real PDF is accepted, and one disguised as a PDF is refused and kept nowhere', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
  const page = await context.newPage()
  await page.goto('/trust#request')
  await fillRequest(page, { name: 'questionnaire.pdf', buffer: disguised })
  await page.getByRole('button', { name: 'Send request' }).click()
  const fileField = page.getByLabel('Attachment')
  await expect(fileField).toHaveAttribute('aria-invalid', 'true')
  await expect(fileField).toHaveAccessibleDescription(
    /This file is not a PDF, Word \(DOCX\) or Excel \(XLSX\) document, whatever its name says: it was not kept/,
  )

  await fileField.setInputFiles({ name: 'Vendor questionnaire.pdf', mimeType: 'application/pdf', buffer: pdf })
  await page.getByRole('button', { name: 'Send request' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Your request has been sent' })
  await expect(status).toContainText(/reference TR-\d{6}/)
  const reference = /TR-\d{6}/.exec((await status.textContent())!)![0]
  const ack = await waitForMail('ada@northfield-health.example', reference)
  expect(ack.text).not.toContain('Northfield')
  const staff = await waitForMail(e2e.site.contactNotifyTo, reference)
  expect(staff.subject).toBe(`Trust center: Security questionnaire (${reference})`)

  // Staff find it with its file; the disguised one is nowhere.
  const inbox = spawnSync('npm', ['run', '--silent', 'inbox', '--', '--json'], {
    env: { ...testEnv, TRUST_DB_PATH: e2e.site.trustDb, CONTACT_DB_PATH: e2e.site.contactDb, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  const requests = inbox.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.trustRequest)
  const ours = requests.filter((request) => request.email === 'ada@northfield-health.example')
  expect(ours.map((request) => request.file)).toContainEqual(
    expect.objectContaining({ name: 'Vendor questionnaire.pdf', type: 'pdf', size: pdf.byteLength }),
  )
  expect(requests.some((request) => request.file?.name === 'questionnaire.pdf')).toBe(false)
  await context.close()
})

test('without JavaScript, a request is sent by the form itself and answered by a page in its language', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  const page = await context.newPage()
  await page.goto('/es/trust#request')
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa Díaz')
  await page.getByLabel('Correo electrónico del trabajo').last().fill('rosa@lakeside-clinics.example')
  await page.getByLabel('Organización').fill('Lakeside Clinics')
  await page
    .getByLabel('Archivo adjunto')
    .setInputFiles({ name: 'cuestionario.pdf', mimeType: 'application/pdf', buffer: disguised })
  const [refused] = await Promise.all([
    page.waitForResponse('**/es/trust/request'),
    page.getByRole('button', { name: 'Enviar la solicitud' }).click(),
  ])
  expect(refused.status()).toBe(415)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su solicitud no se envió')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await context.close()
})

/** The download as the browser's session asks for it, and as the same address asks with no session. */
async function download(request: APIRequestContext, path = restricted) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), headers: response.headers(), body: await response.body() }
}

test('a restricted document is refused to an anonymous visitor, an unapproved account and a stale session, and served to an approved account, logged', async ({
  browser,
  playwright,
}) => {
  const anonymous = await download(
    await playwright.request.newContext({ baseURL: `http://127.0.0.1:${e2e.site.port}` }),
  )
  expect(anonymous.status).toBe(401)
  expect(anonymous.headers['cache-control']).toMatch(/^private, .*no-store/)
  expect(anonymous.body.toString()).toContain('Sign in with an approved account to download this document.')

  const context = await browser.newContext()
  const page = await context.newPage()
  const email = await signUpNewAccount(page, 'trust')
  // Signed in, address not confirmed.
  expect((await download(page.request)).status).toBe(403)
  await confirmAddress(page, email)

  await page.goto('/trust/access')
  await expect(page.getByRole('heading', { name: 'Non-disclosure agreement (version 2026-09)' })).toBeVisible()
  await page.getByLabel('I have read and accept the NDA (version 2026-09) on behalf of my organization.').check()
  await page.getByRole('button', { name: 'Request access' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Your request has been sent. We will email you when it is approved.',
  )
  await expect(page.getByText(/is waiting for our approval/)).toBeVisible()
  // Asked, not approved: the address is known, the document is still not for this account.
  const unapproved = await download(page.request)
  expect(unapproved.status).toBe(403)
  expect(unapproved.body.toString()).toContain('Your account is not approved for restricted documents.')
  await waitForMail(e2e.site.contactNotifyTo, `npm run access -- approve ${email}`)

  expect(access()).toContain(email)
  expect(access('approve', email)).toContain(`${email} is approved.`)
  await waitForMail(email, 'http://')

  await page.goto('/trust/access')
  await expect(page.getByText('You are approved.', { exact: false })).toBeVisible()
  const served = await download(page.request)
  expect(served.status).toBe(200)
  expect(served.headers['content-type']).toBe('application/pdf')
  expect(served.headers['cache-control']).toMatch(/^private, .*no-store/)
  expect(served.headers['content-disposition']).toBe('attachment; filename="medicore-soc-2-type-ii-report.pdf"')
  expect(served.body.subarray(0, 5).toString()).toBe('%PDF-')

  // The same address from another browser, and with the session's cookie once it has ended: refused.
  const elsewhere = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${e2e.site.port}` })
  expect((await download(elsewhere)).status).toBe(401)
  const cookies = await context.cookies()
  await page.goto('/account')
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click()
  await expect(page).toHaveURL(/\/users\/sign-in$/)
  const stale = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${e2e.site.port}`,
    extraHTTPHeaders: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  })
  expect((await download(stale)).status).toBe(401)

  // Staff see who downloaded what, and when.
  const log = access('log', '--json')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { email: string; documentKey: string; at: string })
  expect(log.filter((entry) => entry.email === email)).toEqual([
    {
      email,
      userId: expect.any(String),
      documentKey: 'soc-2-type-ii-report',
      document: 'SOC 2 Type II report',
      locale: 'en',
      at: expect.any(String),
    },
  ])

  // The file's own storage address gives nothing; a made-up document is a 404 page.
  const sha1 = '9d6726c553d409e7ff1454f9c9b1f74f70cf9e43'
  for (const path of [
    `/media/files/${sha1}.pdf`,
    `/media/${sha1}.pdf`,
    `/files/${sha1}.pdf`,
    `/studio/dataset/files/${sha1}.pdf`,
  ])
    expect((await elsewhere.get(path)).status(), path).toBe(404)
  expect((await download(elsewhere, '/trust/documents/no-such-report')).status).toBe(404)
  await context.close()
})

test('a public document downloads at once, through the site', async ({ request }) => {
  const response = await request.get('/es/trust/documents/baa-template')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('security.txt follows RFC 9116, with an Expires ahead of today, and /security.txt leads to it', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await response.text()
  expect(rfc9116Problems(text, new Date())).toEqual([])
  expect(text).toContain('Contact: mailto:security@medicore.example\n')
  expect(text).toContain('Preferred-Languages: en, es\n')
  expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m)
  expect(text).toMatch(/^Policy: https?:\/\/\S+\/vulnerability-disclosure$/m)
  const moved = await request.get('/security.txt', { maxRedirects: 0 })
  expect([moved.status(), moved.headers().location]).toEqual([308, '/.well-known/security.txt'])
})

test('every claim on every page links to its numbered source note, in both languages', async ({ page }) => {
  let seen = 0
  for (const path of publicPaths.flatMap((path) => [path, localizedPath(path, 'es')])) {
    await page.goto(path)
    for (const claim of await page.locator('[data-claim]').all()) {
      const mark = claim.locator('sup a')
      await expect(mark, path).toHaveCount(1)
      const note = page.locator(`[id="${(await mark.getAttribute('href'))!.slice(1)}"]`)
      await expect(note, path).toContainText(/\b20\d\d\b/)
      seen++
    }
  }
  expect(seen).toBeGreaterThanOrEqual(12)
})

test('each case study says under its results who measured them, over which period, in both languages', async ({
  request,
}) => {
  for (const [list, label] of [
    ['/case-studies', 'How they were measured:'],
    ['/es/case-studies', 'Cómo se midieron:'],
  ] as const) {
    const items = [
      ...(await (await request.get(list)).text()).matchAll(/href="(\/(?:es\/)?case-studies\/[a-z0-9-]+)"/g),
    ]
    const paths = [...new Set(items.map((match) => match[1]!))]
    expect(paths.length, list).toBeGreaterThanOrEqual(2)
    for (const path of paths) {
      const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, '')
      expect(text, path).toMatch(new RegExp(`${label} [^<]*\\b20\\d\\d\\b`))
    }
  }
})

test('a user manual’s PDF downloads from the address its page links to, the one kind of dataset file /media serves', async ({
  page,
  request,
}) => {
  await page.goto('/resources/nursing-station')
  const href = await page.locator('main a[download][href^="/media/files/"]').first().getAttribute('href')
  expect(href).toMatch(/^\/media\/files\/[0-9a-f]{40}\.pdf$/)
  const response = await request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
