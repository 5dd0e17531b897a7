import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CAROUSEL_INTERVAL_MS } from '@/lib/sections/hero/Carousel'
import { allPageRoutes, forms, templateRoutes } from '../quality/routes'
import { signUpNewAccount } from './support/accounts'
import { expect, test } from './support/visitor'

/*
 * Quality gate: accessibility, WCAG 2.2 AA. axe-core on every route in its
 * default state and in the states a visitor reaches (an FAQ answer open, annual prices,
 * forms showing their errors), and a keyboard walk: skip link first, visible focus,
 * the carousel pausable.
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/*
 * axe.run in the page itself (legacy mode), not AxeBuilder's default, which gathers each frame's
 * results and then opens a blank page of their own to combine them: half the CPU of every check.
 * The site's pages have no frames whose results that would combine.
 */
async function expectNoViolations(page: Page) {
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

for (const path of allPageRoutes) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ visitor: page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page)
  })
}

test('the home page with an FAQ answer open has no violations', async ({ visitor: page }) => {
  await page.goto('/')
  await page.locator('#faq details summary').first().click()
  await expect(page.locator('#faq details[open]')).toHaveCount(1)
  await expectNoViolations(page)
})

test('the pricing page showing annual prices has no violations', async ({ visitor: page }) => {
  await page.goto('/pricing')
  await page.getByText('Annual (Save 20%)').click()
  await expect(page.locator('p[data-billing="annual"]').first()).toBeVisible()
  await expectNoViolations(page)
})

test('/account, signed in, has no violations, nor with its password form showing errors', async ({ page }) => {
  await signUpNewAccount(page)
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoViolations(page)
})

for (const form of forms) {
  test(`${form.path} showing its errors (submitted empty) has no violations`, async ({ visitor: page }) => {
    await page.goto(form.path)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoViolations(page)
  })
}

/**
 * The focused element (tag, text, link, place on the page) and whether it shows where focus is:
 * an outline, a ring (box-shadow) or the skip link appearing. One round trip a tab stop.
 */
async function focused(page: Page) {
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

for (const path of [...templateRoutes, '/users/sign-in']) {
  test(`${path} by keyboard: the skip link comes first and every focus is visible`, async ({ visitor: page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    expect((await focused(page)).visible).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()

    // Walk the page: every stop is a visible, focus-indicated control.
    await page.goto(path)
    const seen = new Set<string>()
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab')
      const { key, visible } = await focused(page)
      if (seen.has(key) || key.startsWith('BODY')) break
      seen.add(key)
      expect(visible, `focus visible on ${key}`).toBe(true)
    }
    expect(seen.size).toBeGreaterThan(3)
  })
}

/**
 * Waits until React has rendered what the timers just run by `page.clock` changed: its scheduler
 * renders in a MessageChannel task (not faked by the clock), queued before this one.
 */
const renderedAfterTimers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )

test('the carousel can be paused and moved with the keyboard alone', async ({ page }) => {
  // The page's own clock, moved on by the test: a test of its own, as the visitor's page keeps no fake clock.
  await page.clock.install()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const carousel = page.locator('[aria-roledescription="carousel"]')
  const toggle = carousel.getByRole('button', { name: /automatic slide show/ })
  const shown = () => carousel.locator('[aria-roledescription="slide"]:not(.opacity-0)').getAttribute('aria-label')
  const pastInterval = CAROUSEL_INTERVAL_MS + 1_000
  // Tab to the play/pause button.
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab')
    if (await toggle.evaluate((element) => element === document.activeElement)) break
  }
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAccessibleName('Stop automatic slide show')
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAccessibleName('Start automatic slide show')

  // Paused: the current slide stays put past several intervals.
  const paused = await shown()
  await page.clock.runFor(3 * pastInterval)
  await renderedAfterTimers(page)
  expect(await shown()).toBe(paused)

  // Started again from the keyboard: it advances after one interval, focus inside it or not.
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAccessibleName('Stop automatic slide show')
  await page.clock.runFor(pastInterval)
  await expect.poll(shown).not.toBe(paused)

  // Move to the next slide by keyboard, the show stopped so that only the button moves it.
  if ((await toggle.textContent())?.includes('Stop')) await page.keyboard.press('Enter')
  await expect(toggle).toHaveAccessibleName('Start automatic slide show')
  const next = carousel.getByRole('button', { name: 'Next slide' })
  await next.focus()
  const before = await shown()
  await page.keyboard.press('Enter')
  await expect.poll(shown).not.toBe(before)
})
