import { test as base, type BrowserContext, type Page } from '@playwright/test'
import { uniqueClientAddress } from './clients'

/*
 * `visitor`: a page of one browser context that a worker keeps for all its tests that only read
 * public pages (the quality gates, the Spanish pages). A new context for every test costs a new
 * renderer and compiling the site's JavaScript again, about three times the CPU of a navigation
 * in a context already open: on two cores, the suite's largest cost. A test that signs in, sets
 * cookies or needs a first visit's cold cache (the byte budgets) takes Playwright's own `page`.
 * Each test starts with no cookies (the site keeps nothing in the browser's storage) and navigates
 * first.
 */

type Options = { baseURL?: string; javaScriptEnabled: boolean; viewport: { width: number; height: number } | null }

/** One context per combination of options, for the life of the worker process. */
const contexts = new Map<string, Promise<{ context: BrowserContext; page: Page }>>()

export const test = base.extend<{ visitor: Page }>({
  visitor: async ({ browser, baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor }, run) => {
    const options: Options = { baseURL, javaScriptEnabled, viewport }
    const key = JSON.stringify(options)
    let shared = contexts.get(key)
    if (!shared) {
      shared = browser
        .newContext({ ...options, userAgent, deviceScaleFactor })
        .then(async (context) => ({ context, page: await context.newPage() }))
      contexts.set(key, shared)
    }
    const { context, page } = await shared
    await context.clearCookies()
    // A visitor of its own for the per-client limits, as a new context would be (support/clients.ts).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
    await run(page)
    // Whatever the test left running (a carousel's timer, a pending navigation) stops here.
    await page.goto('about:blank')
  },
})

export { expect } from '@playwright/test'
