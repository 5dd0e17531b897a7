import { gzipSync } from 'node:zlib'
import { locales, localizedPath } from '../lib/i18n/locales.ts'
import { addressOf, budgetedPaths, routes, type BudgetKind } from '../lib/routes.ts'

export type { BudgetKind }

/*
 * JavaScript byte budgets, shared by `npm run bench` (bench/site.ts) and `npm test`
 * (tests/e2e/budgets.spec.ts), so that both count the same way.
 */

/**
 * The floor: the JavaScript a bare App Router page (`app/layout.jsx` with <html><body>, and
 * `app/page.jsx` returning <h1>Hello</h1>) loads, built with this project's next 16.4.5 and
 * react 19.3.1 by `npm run bench` (bench/results.json, `floor.js`): 5 script files, each gzipped
 * with `gzipBytes` below (zlib's default level, as Next's own compression sends them),
 * 134,888 bytes = 131.7 KiB (Next's server transfers 136,953 bytes with headers). Measure it
 * again with `npm run bench` when next or react change, and update this figure.
 */
export const FLOOR_JS_GZIP_BYTES = 134_888

/** At most this many times the floor; the goals of issue 6. */
export const JS_BUDGET_FACTOR = {
  /** Content pages: a few KiB over the floor (issue 21: at most 1.05 in every language). */
  content: 1.05,
  /** Form pages: the form's client component, its fields and a small validator on top (issue 21: 1.15). */
  form: 1.15,
  /** The account screens (issue 10): their forms, and nothing of the account system, which runs on the server. */
  auth: 1.15,
  /**
   * /account, signed in: the password-change form, the two-step settings and the button that loads
   * the add-passkey form when asked for; the session buttons are plain HTML forms.
   */
  account: 1.15,
} as const satisfies Record<BudgetKind, number>

/**
 * The critical path's other bytes: the font every page preloads (Inter, subset by
 * scripts/subset-inter.ts) and the one stylesheet. The full Latin Inter was 47 KiB.
 */
export const FONT_BUDGET_BYTES = 24 * 1024
export const STYLESHEETS_PER_PAGE = 1

/** The query a page is measured with: a search with results, a reset card as its mail opens it. */
const measuredWith: Record<string, string> = {
  [routes.search.path]: '?q=clinic',
  [routes.passwordReset.path]: '?token=budget-check',
}
/** Each budgeted page in every language: the message catalogues must not reach the browser whole. */
const measured = (kinds: BudgetKind[]) =>
  locales.flatMap((locale) =>
    budgetedPaths
      .filter((route) => kinds.includes(route.kind))
      .map(({ path, kind }) => ({ path: `${localizedPath(path, locale)}${measuredWith[path] ?? ''}`, kind })),
  )

/** The public routes the benchmark measures and `npm test` holds to their budgets (lib/routes.ts), a category, an article and the bundled pages built from sections. */
export const BUDGETED_ROUTES: { path: string; kind: BudgetKind }[] = [
  ...measured(['content', 'form', 'auth']),
  { path: addressOf('category', { slug: 'clinic-operations' }), kind: 'content' },
  { path: addressOf('post', { slug: 'switching-systems-90-day-rollout-plan' }), kind: 'content' },
  // Pages built from sections, in both languages: without an interactive section, a content page's budget.
  ...['security', 'accessibility'].flatMap((slug) =>
    locales.map((locale) => ({ path: localizedPath(addressOf('page', { slug }), locale), kind: 'content' as const })),
  ),
]

/** Routes measured signed in (npm test only: the benchmark's Lighthouse runs have no account). */
export const SIGNED_IN_BUDGETED_ROUTES = measured(['account'])

/**
 * Better Auth code in a script: its cookie names and log prefix. The account system runs on the
 * server; none of it belongs in a client bundle.
 */
export const AUTH_LIBRARY_MARKER = /better-auth|betterAuth/

/** The budget in bytes (gzip) for a kind of page, relative to `floor` (the constant, or the bench's own run). */
export const budgetBytes = (kind: BudgetKind, floor = FLOOR_JS_GZIP_BYTES) => Math.floor(JS_BUDGET_FACTOR[kind] * floor)

/** A script's size as a browser receives it from a compressing server. */
export const gzipBytes = (body: Uint8Array | string) => gzipSync(body).length

/**
 * Sanity Studio code in a script. The Studio's chunks carry the word everywhere (`@sanity/ui`,
 * `sanity` package errors and URLs, `data-ui` attributes of its components); none of the public
 * site's own client code does, so any occurrence outside /studio means Studio code leaked in.
 */
export const STUDIO_MARKER = /sanity|styled-components/i

export const kib = (bytes: number) => bytes / 1024
