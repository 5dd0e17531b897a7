import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { uniqueClientAddress } from './clients'

/*
 * `visitor`: a page of one browser context that a worker keeps for all its tests that only read
 * public pages (the quality gates, the Spanish pages). A new context for every test costs a new
 * renderer and compiling the site's JavaScript again, about three times the CPU of a navigation
 * in a context already open: on two cores, the suite's largest cost. A test that needs a second
 * browser or cookies of its own takes Playwright's `page` or `browser`.
 * Each test starts with no cookies (the site keeps nothing in the browser's storage), as a client
 * of its own, and navigates first.
 *
 * `firstVisit`: the same, with the browser's cache off, so that every page loads all it needs as
 * on a first visit (the byte budgets): Chromium's own switch (DevTools' "Disable cache", which holds
 * while its session has the network domain on), not a route, which would pass every request
 * through the test worker.
 */

/**
 * `visitors.newContext(options)`: a browser context for one more visitor, as `browser.newContext`
 * makes, from a pool the worker keeps: a context a test closed (or left open) goes back to the pool
 * with its pages closed and its cookies cleared, and the next test that asks for the same options
 * gets it, with the headers it asks for. A new context costs a new renderer and its compiled
 * JavaScript, a context used again keeps the site's scripts compiled in its cache: the account
 * tests, which make a context for each browser of each visitor, used a third less CPU with it
 * (docs/testing.md). Each borrower starts with no cookies, routes or pages, as a new context does;
 * what cannot be taken back (an init script, the clock) is for contexts of a test's own.
 */
export type Visitors = { newContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext> }

type Borrowed = { context: BrowserContext; key: string; close: BrowserContext['close'] }

/** The idle contexts of this worker, by their options (but the headers, set for each borrower). */
const idle = new Map<string, BrowserContext[]>()

async function giveBack({ context, key, close }: Borrowed) {
  context.close = close
  try {
    await Promise.all(context.pages().map((page) => page.close()))
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.clearCookies()
    await context.clearPermissions()
    await context.setExtraHTTPHeaders({})
  } catch {
    // A context that cannot be cleared is not used again.
    await close.call(context).catch(() => undefined)
    return
  }
  idle.set(key, [...(idle.get(key) ?? []), context])
}

type Shared = { context: BrowserContext; page: Page }

/** One context per combination of options, for the life of the worker process. */
const contexts = new Map<string, Promise<Shared>>()

/** Listeners a test may add to its page; they go with the test. */
const pageEvents = ['request', 'requestfinished', 'response', 'console', 'pageerror'] as const

export const test = base.extend<{ visitor: Page; firstVisit: Page; visitors: Visitors }>({
  visitors: async ({ browser }, run) => {
    const borrowed: Borrowed[] = []
    await run({
      async newContext(options = {}) {
        // The project's options apply as they do to browser.newContext's (baseURL, the device).
        const { extraHTTPHeaders = {}, ...rest } = options
        const key = JSON.stringify(rest)
        const context = idle.get(key)?.pop() ?? (await browser.newContext(rest))
        await context.setExtraHTTPHeaders(extraHTTPHeaders)
        const loan: Borrowed = { context, key, close: context.close }
        borrowed.push(loan)
        context.close = async () => {
          borrowed.splice(borrowed.indexOf(loan), 1)
          await giveBack(loan)
        }
        return context
      },
    })
    await Promise.all(borrowed.splice(0).map(giveBack))
  },
  visitor: async ({ browser, baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor }, run) => {
    await lend(browser, { baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor }, false, run)
  },
  firstVisit: async ({ browser, baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor }, run) => {
    await lend(browser, { baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor }, true, run)
  },
})

/** Runs `run` with the shared page of `options`' context, made on first use (the Studio's too: support/studio.ts). */
export async function lend(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  uncached: boolean,
  run: (page: Page) => Promise<void>,
) {
  const key = JSON.stringify({ ...options, uncached })
  let shared = contexts.get(key)
  if (!shared) {
    shared = browser.newContext(options).then(async (context) => {
      const page = await context.newPage()
      if (uncached) {
        const session = await context.newCDPSession(page)
        await session.send('Network.enable')
        await session.send('Network.setCacheDisabled', { cacheDisabled: true })
      }
      return { context, page }
    })
    contexts.set(key, shared)
  }
  const { context, page } = await shared
  await context.clearCookies()
  // A visitor of its own for the per-client limits, as a new context would be (support/clients.ts).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
  await run(page)
  for (const event of pageEvents) page.removeAllListeners(event)
  // Whatever the test left running (a carousel's timer, a pending navigation) stops here.
  await page.goto('about:blank')
}

export { expect } from '@playwright/test'
