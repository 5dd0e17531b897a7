import { expect, type Page, type Request } from '@playwright/test'

/*
 * A page whose loading is over: its load event has fired and every request it started, the scripts
 * it loads after (a lazy chunk, an image below the fold) included, has finished or failed. What the
 * quality gates waited for with Playwright's wait for an idle network, without its half second of
 * quiet after the last request, on every page of every gate.
 */

/** Starts counting the page's requests in flight; `settled` resolves once there are none, after its load event. */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>()
  const started = (request: Request) => void inFlight.add(request)
  const ended = (request: Request) => void inFlight.delete(request)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async settled() {
      await page.waitForLoadState('load')
      await expect.poll(() => inFlight.size, { message: 'requests still in flight', intervals: [25] }).toBe(0)
    },
    stop() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/** Opens `path` and waits until its loading is over (above); the navigation's response. */
export async function visit(page: Page, path: string) {
  const requests = trackRequests(page)
  try {
    const response = await page.goto(path)
    await requests.settled()
    return response
  } finally {
    requests.stop()
  }
}
