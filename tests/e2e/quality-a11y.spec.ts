import type { Page } from '@playwright/test'
import { CAROUSEL_INTERVAL_MS } from '@/lib/sections/hero/Carousel'
import { signUpNewAccount } from './support/accounts'
import { expectNoViolations } from './support/page-checks'
import { visit } from './support/settled'
import { expect, test } from './support/visitor'

/*
 * Quality gate: accessibility, WCAG 2.2 AA, where a page needs more than a visit: /account signed
 * in, and the carousel paused and moved by keyboard. Every page's axe check, in its default state
 * and in the states a visitor reaches, and the keyboard walk are in quality-pages.spec.ts.
 */

test('/account, signed in, has no violations, nor with its password form showing errors', async ({ page }) => {
  await signUpNewAccount(page)
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoViolations(page)
})

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
  await visit(page, '/')
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
