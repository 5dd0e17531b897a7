import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts'
import { routes } from '../../lib/routes.ts'
import type { Shot, StateName } from './pages.ts'

/* One picture: a page at one width, in a browser context of its own, after its state's steps. */

export const widths = [1440, 390] as const

/** A visitor of its own for the site's per-client limits (the server trusts loopback's X-Forwarded-For). */
const clientAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`

const submit = (page: Page) => page.locator('main form:has(button[type="submit"]) button[type="submit"]').last()

/** Waits until the page has its answer: the network quiet, then a moment for React to draw it. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(400)
}

async function signUp(page: Page, lang: Locale) {
  const email = `screenshot-${Date.now()}-${randomBytes(3).toString('hex')}@clinic.example`
  await page.goto(localizedPath(routes.signUp.path, lang))
  await page.locator('[name="name"]').fill(lang === 'es' ? 'Lucía Hernández' : 'Dana Whitfield')
  await page.locator('[name="email"]').fill(email)
  await page.locator('[name="password"]').fill('correct horse battery staple')
  await page.locator('[name="confirmPassword"]').fill('correct horse battery staple')
  await submit(page).click()
  await page.waitForURL(/\/account$/)
  return email
}

/** The confirmation link the site mailed to `email`, from the outbox folder (quoted-printable undone). */
async function confirmationLink(outbox: string, email: string) {
  for (let tries = 0; tries < 50; tries++) {
    for (const file of await readdir(outbox).catch(() => [])) {
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const link = mail.includes(email) && /https?:\/\/\S+?\/users\/confirm-email\?token=[\w.-]+/.exec(mail)
      if (link) return new URL(link[0]).pathname + new URL(link[0]).search
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No confirmation mail to ${email} in ${outbox}.`)
}

/** The steps that bring a page to the state its picture shows. */
const steps: Record<StateName, (page: Page, shot: Shot, outbox: string) => Promise<void>> = {
  menu: async (page) => {
    await page.getByRole('button', { name: /^Men[uú]$/ }).click()
    await page.waitForTimeout(300)
  },
  contactSent: async (page, shot) => {
    await page.locator('[name="name"]').fill(shot.lang === 'es' ? 'Lucía Hernández' : 'Dana Whitfield')
    await page.locator('[name="email"]').fill('dana.whitfield@clinic.example')
    await page
      .locator('[name="subject"]')
      .fill(shot.lang === 'es' ? 'Precios para 3 clínicas' : 'Pricing for 3 clinics')
    await page
      .locator('[name="message"]')
      .fill(
        shot.lang === 'es'
          ? 'Queremos saber cuánto costaría MediCore para tres clínicas con 40 profesionales en total.'
          : 'We would like to know what MediCore would cost for three clinics with 40 clinicians in all.',
      )
    await submit(page).click()
    await settled(page)
  },
  demoBooked: async (page, shot) => {
    await page.locator('label:has(> input[name="slot"])').first().click()
    await page.locator('[name="name"]').fill(shot.lang === 'es' ? 'Lucía Hernández' : 'Dana Whitfield')
    await page.locator('[name="email"]').fill(`demo-${Date.now()}-${randomBytes(3).toString('hex')}@clinic.example`)
    await page.locator('[name="organization"]').fill('North Valley Clinic')
    await page.locator('select[name="role"]').selectOption({ index: 2 })
    await page.locator('select[name="size"]').selectOption({ index: 2 })
    await submit(page).click()
    await settled(page)
  },
  account: async (page, shot) => {
    await signUp(page, shot.lang)
  },
  twoStepKey: async (page, shot, outbox) => {
    // Two-step sign-in is offered once the address is confirmed.
    await page.goto(await confirmationLink(outbox, await signUp(page, shot.lang)))
    await submit(page).click()
    await settled(page)
    await page.goto(shot.path)
    await page.locator('#two-step-start-password').fill('correct horse battery staple')
    await page.locator('form:has(#two-step-start-password) button[type="submit"]').click()
    await settled(page)
    await page.locator('[data-testid="two-step-key"]').scrollIntoViewIfNeeded()
  },
}

/** Every image loaded, lazy ones too, so that a whole-page picture has them all. */
async function imagesLoaded(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

export async function shoot(
  browser: Browser,
  { baseURL, outbox }: { baseURL: string; outbox: string },
  shot: Shot,
  width: number,
  file: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 600 ? 900 : 844 },
    deviceScaleFactor: 1,
    timezoneId: 'America/Chicago',
    locale: shot.lang === 'es' ? 'es-US' : 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  try {
    const page = await context.newPage()
    if (shot.state !== 'account' && shot.state !== 'twoStepKey') await page.goto(shot.path)
    if (shot.state) await steps[shot.state](page, shot, outbox)
    await page.evaluate(() => document.fonts.ready)
    await imagesLoaded(page)
    // From the top: a page scrolled to its answer would draw its sticky header halfway down.
    if (!shot.viewportOnly) await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: file, fullPage: !shot.viewportOnly, animations: 'disabled', caret: 'hide' })
  } catch (error) {
    console.error(`  ✗ ${shot.path}${shot.state ? ` (${shot.state})` : ''} at ${width}: ${(error as Error).message}`)
  } finally {
    await context.close()
  }
}
