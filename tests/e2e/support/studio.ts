import type { Page } from '@playwright/test'
import { e2e, fakeLakeUrl } from '../../support/servers'

/*
 * The embedded Studio in a test: it talks to the fake Content Lake for real (its apiHost is the
 * lake build's SANITY_API_HOST), signed in the way Sanity's login redirect ends, with a session
 * id in the Studio's URL that the Studio exchanges for a token. Sanity's services around the
 * Studio, which no network here reaches (its CDN's bridge script and version check, its font,
 * its feedback intake), are answered empty in the browser, and its image CDN, for this project's
 * images, from the fake lake's copies; any other request that leaves this
 * machine is refused and recorded, so a test can fail on anything unexpected.
 */

export type StudioSession = {
  /** Requests to hosts off this machine that are not Sanity's known services, as "METHOD url". */
  unexpected: string[]
}

const isLocal = (hostname: string) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost')

const sanityService = (url: URL) =>
  (url.hostname === 'core.sanity-cdn.com' && url.pathname === '/bridge.js') ||
  (url.hostname === 'design-system-static.sanity.io' && url.pathname.endsWith('.woff2')) ||
  (url.hostname === 'sanity-cdn.com' && url.pathname.startsWith('/v1/modules/')) ||
  (url.hostname === 'api.sanity.io' && /^\/v[^/]+\/intake\//.test(url.pathname))

const projectImages = `/images/${e2e.lake.projectId}/${e2e.lake.dataset}/`

async function withSanityServices(page: Page): Promise<StudioSession> {
  const session: StudioSession = { unexpected: [] }
  await page.route(
    (url) => !isLocal(url.hostname),
    async (route, request) => {
      const url = new URL(request.url())
      // Sanity's image CDN, for this project's images: the fake lake holds them (untransformed).
      if (url.hostname === 'cdn.sanity.io' && url.pathname.startsWith(projectImages)) {
        return route.fulfill({ response: await route.fetch({ url: `${fakeLakeUrl}${url.pathname}` }) })
      }
      if (sanityService(url)) {
        const script = url.pathname === '/bridge.js'
        return route.fulfill(
          script ? { status: 200, contentType: 'text/javascript', body: '' } : { status: 404, body: '' },
        )
      }
      session.unexpected.push(`${request.method()} ${request.url()}`)
      return route.fulfill({ status: 501, contentType: 'text/plain', body: 'No network in the end-to-end tests' })
    },
  )
  return session
}

/** Opens the Studio at `path` (under /studio), signed in as the staff member the fake lake knows. */
export async function openStudio(page: Page, path = '') {
  const session = await withSanityServices(page)
  await page.goto(`/studio${path}#sid=${e2e.fakeLake.studioSessionId}`)
  return session
}

/** A request to the fake lake's data API (`mutate` or `actions`), with the site's write token. */
async function postWithWriteToken(api: 'mutate' | 'actions', body: unknown) {
  const response = await fetch(`${fakeLakeUrl}/v2025-02-19/data/${api}/${e2e.lake.dataset}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2e.lake.writeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`The fake lake refused the ${api}: ${await response.text()}`)
}

/** The fake lake's test controls (tests/support/fake-lake/server.ts). */
export const fakeLake = {
  reset: () => fetch(`${fakeLakeUrl}/_fake/reset`, { method: 'POST' }),
  webhooks: async () => (await (await fetch(`${fakeLakeUrl}/_fake/webhooks`)).json()) as Delivery[],
  log: async () =>
    (await (await fetch(`${fakeLakeUrl}/_fake/log`)).json()) as { queries: unknown[]; unknown: string[] },
  /** Commits mutations as the site's server would, with its write token. */
  mutate: (mutations: Record<string, unknown>[]) => postWithWriteToken('mutate', { mutations }),
  /** Runs actions as the Content Lake's scheduler or the site's server would, with the write token. */
  act: (actions: Record<string, unknown>[]) => postWithWriteToken('actions', { actions }),
  document: async (id: string) =>
    (await (await fetch(`${fakeLakeUrl}/_fake/document?id=${encodeURIComponent(id)}`)).json()) as Record<
      string,
      unknown
    > | null,
}

export type Delivery = {
  documentId: string
  operation: string
  body: { _type: string }
  sentAt: number
  answeredAt?: number
  status?: number
  answer?: string
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
