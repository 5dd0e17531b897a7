import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { e2e, fakeLakeUrl } from '../../support/servers'
import { lend } from './visitor'

/*
 * The embedded Studio in a test: it talks to the fake Content Lake for real (its apiHost is the
 * lake build's SANITY_API_HOST), signed in the way Sanity's login redirect ends, with a session
 * id in the Studio's URL that the Studio exchanges for a token. The lake project's browser finds
 * Sanity's services around the Studio, which no network here reaches, on the fake lake too
 * (tests/support/fake-lake/off-machine.ts), which records any other request that leaves this
 * machine, so a test can fail on anything unexpected.
 */

export type StudioSession = {
  /** Requests to hosts off this machine that are not Sanity's known services since the Studio opened, as "METHOD url". */
  unexpected: () => Promise<string[]>
}

/**
 * `studioPage`: a page of one browser context the lake chain keeps for every opening of the Studio,
 * whose HTTP cache keeps the Studio's JavaScript, compiled, from one opening to the next. Each test
 * starts with no cookies (no draft mode) and navigates first; the Studio's sign-in is the session
 * id in its address.
 */
export const test = base.extend<{ studioPage: Page }>({
  studioPage: async ({ browser, baseURL, ignoreHTTPSErrors }, run) => {
    await lend(browser, { baseURL, ignoreHTTPSErrors }, false, run)
  },
})

/** Opens the Studio at `path` (under /studio), signed in as the staff member the fake lake knows. */
export async function openStudio(page: Page, path = ''): Promise<StudioSession> {
  const opened = Date.now()
  await page.goto(`/studio${path}#sid=${e2e.fakeLake.studioSessionId}`)
  return {
    unexpected: async () =>
      (await fakeLake.log()).offMachine.filter(({ at }) => at >= opened).map(({ request }) => request),
  }
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
    (await (await fetch(`${fakeLakeUrl}/_fake/log`)).json()) as {
      queries: unknown[]
      unknown: string[]
      offMachine: { at: number; request: string }[]
      refused: { at: number; status: number; description: string }[]
    },
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

/**
 * Replaces a Studio field's text. A field in a dialog that has just opened can take focus a moment
 * after `fill` selected its text, so the new text lands after the old: fill again until it reads right.
 */
export async function replaceText(field: Locator, text: string) {
  await expect(async () => {
    await field.fill(text)
    await expect(field).toHaveValue(text, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
