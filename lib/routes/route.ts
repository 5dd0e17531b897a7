/*
 * What a route of the site is (lib/routes.ts's table), and what kinds of page have in common: each
 * entry of the table, and each collection's (lib/collections/declare.ts), spreads its kind's.
 * Plain TypeScript, like lib/routes.ts.
 */

/** Who may keep a copy: a CDN for a while ('public'), nobody ('private'), or Next decides (a page made per request). */
export type CachePolicy = 'public' | 'private' | 'next'

/** Where a page's <title> and description come from. */
type MetadataSource =
  /** The page document's `seo` fields. */
  | 'document'
  /** The site's own words (lib/i18n/site-text.ts); a legal page's description is its document's summary. */
  | 'code'
  /** Made by the page from what it shows (an article, a category, a search). */
  | 'page'

/** How the JavaScript budgets of `npm test` and `npm run bench` (bench/budgets.ts) hold a page. */
export type BudgetKind = 'content' | 'form' | 'auth' | 'account'

export type Route = {
  /** The address, in Next's rewrite syntax: `:slug` stands for one segment. */
  path: string
  /** What staff and visitors call it: the Studio's link lists, Presentation and the 404 page. */
  name: string
  /** The document type that fills it: a page document (one per site) or the type it lists. */
  content?: string
  metadata?: MetadataSource
  /** Staff see it with their drafts in draft mode (app/draft). */
  draft: boolean
  cache: CachePolicy
  /** How search engines are told it changes; absent: not in the sitemap. */
  sitemap?: { changeFrequency: 'weekly' | 'monthly'; priority: number }
  /** Its Markdown copy at its address plus .md (app/md). */
  markdown: boolean
  /** Staff may link to it from rich text and calls to action. */
  linkTarget: boolean
  /** proxy.ts checks it first: 'form', a form's body; 'account', the accounts' settings too. */
  proxy?: 'form' | 'account'
  /** The 404 page links to it (its words: lib/i18n/site-text.ts's notFound.suggestions). */
  suggested?: true
  /**
   * Made for each request and never kept (it reads the request: cookies, the query): proxy.ts gives
   * it a Content-Security-Policy with a fresh script nonce (lib/script-nonce.ts). A prerendered
   * page must not have it: its HTML would lack the nonce, and every script would be refused.
   */
  perRequest?: true
  /**
   * Query parameters a kept page's own script reads in the browser (the contact form's prefilled
   * subject): proxy.ts sends a request with them to the page's address with them in the fragment,
   * which never reaches the server, so the page is never rendered with them (keptPageOf).
   */
  browserQuery?: readonly string[]
  budget?: BudgetKind
  /**
   * Served by the generic pages of a collection (lib/collections): 'list', its documents' list at a
   * fixed address; 'item', one document at the list's address plus its slug. Its `content` is the type.
   */
  collection?: 'list' | 'item'
}

export const weekly = { changeFrequency: 'weekly', priority: 0.7 } as const
export const monthly = { changeFrequency: 'monthly', priority: 0.7 } as const

/** A public page staff edit: a CDN may keep it, with a draft version, a Markdown copy, a link target. */
export const publishedPage = { draft: true, cache: 'public', markdown: true, linkTarget: true } as const
/** The blog's pages with a parameter: made on their first visit from what they show, then kept like the fixed pages; no link target. */
export const blogPage = { metadata: 'page', draft: true, cache: 'public', linkTarget: false } as const
/** The accounts' pages: nobody keeps a copy, and proxy.ts runs its account checks; a link target only where it says so. */
export const accountPage = {
  draft: false,
  cache: 'private',
  markdown: false,
  proxy: 'account',
  linkTarget: false,
} as const
/** The pages a mail's link leads to (a booking's move or cancel, a notice's confirm or unsubscribe): made per request for its holder, kept by nobody, no Markdown copy. */
export const mailLinkPage = {
  metadata: 'page',
  draft: false,
  cache: 'private',
  perRequest: true,
  markdown: false,
  linkTarget: false,
  proxy: 'form',
} as const
