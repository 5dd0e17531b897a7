/*
 * The site's Content-Security-Policy, every directive in one place. next.config.mjs sends the
 * static policies (published pages, draft mode, the Studio) with every response; proxy.ts
 * replaces the published one on the pages made per request with one that names a fresh script
 * nonce (lib/script-nonce.ts). docs/security.md explains why the two differ. Plain TypeScript
 * (erasable syntax only, imports with their .ts extension): next.config.mjs imports this file
 * with Node's type stripping.
 */

import { sanityApiHostOrigins } from './api-host.ts'
import { variables, type Env } from './env/server.ts'

/** What the policies depend on, from the settings (cspSettings below). */
export type CspSettings = {
  /** NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET: the CMS's images come from Sanity's image CDN. */
  project?: { projectId: string; dataset: string }
  /** The origins of SANITY_API_HOST, when it is not Sanity's own (lib/api-host.ts). */
  apiHostOrigins: readonly string[]
  /** STUDIO_ORIGIN: the Studio lives there, and only it may frame the pages in draft mode. */
  studioOrigin?: string
}

/** The settings the policies read (lib/env/schema.ts parses them). */
export function cspSettings(env?: Env): CspSettings {
  const {
    NEXT_PUBLIC_SANITY_PROJECT_ID: projectId,
    NEXT_PUBLIC_SANITY_DATASET: dataset,
    SANITY_API_HOST: apiHost,
    STUDIO_ORIGIN: studioOrigin,
  } = variables(
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'NEXT_PUBLIC_SANITY_DATASET', 'SANITY_API_HOST', 'STUDIO_ORIGIN'],
    env,
  )
  return {
    ...(projectId && dataset ? { project: { projectId, dataset } } : {}),
    apiHostOrigins: sanityApiHostOrigins(apiHost, projectId),
    ...(studioOrigin ? { studioOrigin } : {}),
  }
}

type Directives = Record<string, readonly string[]>

/** The Sanity origins the Studio (and the draft-mode overlays) talk to from the browser. */
const sanityApi = ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io']
const sanityCdn = ['https://cdn.sanity.io', 'https://core.sanity-cdn.com']
/*
 * Seen from the Studio in a browser (tests/e2e with a mocked API): the Studio's fonts, its
 * version check (sanity-cdn.com/v1/modules/...) and its feedback intake on the bare API host.
 * It also tries eval once, as a feature test it survives: no 'unsafe-eval' here either.
 */
const studioFonts = ['https://design-system-static.sanity.io']
const studioExtra = ['https://api.sanity.io', 'https://sanity-cdn.com']

/**
 * The API host's origins and their sockets: the Studio and the visual-editing overlays listen for
 * changes over a WebSocket on the same host (wss:// beside https://), as they do on Sanity's own.
 */
const withSockets = (origins: readonly string[]) => [
  ...origins,
  ...origins.map((origin) => origin.replace(/^http(s?):/, 'ws$1:')),
]

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')

/*
 * The published pages are built once and served to everyone, so their HTML cannot carry a nonce
 * of its own, and Next's inline scripts (its bootstrap and the RSC payload) change with the
 * content, so hashes of them do not hold either: this origin plus inline, no eval, no other origin.
 */
function publishedDirectives({ project }: CspSettings): Directives {
  // With a Sanity project, the CMS's images come from this project's dataset on Sanity's image CDN.
  const cmsImages = project ? [`https://cdn.sanity.io/images/${project.projectId}/${project.dataset}/`] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    // Tailwind's and next/font's styles are files; React may still write style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cmsImages],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/** The public site, published: nothing but this origin, and never framed. */
export const publishedPolicy = (settings: CspSettings) => serialize(publishedDirectives(settings))

/**
 * The same pages in draft mode (the draft mode cookie), as the Studio's Presentation tool shows
 * them: framed by the Studio (on this origin, or STUDIO_ORIGIN's alone), with the visual-editing
 * overlays talking to Sanity's API.
 */
export const draftPolicy = (settings: CspSettings) =>
  serialize({
    ...publishedDirectives(settings),
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
    'connect-src': ["'self'", ...sanityApi, ...withSockets(settings.apiHostOrigins)],
    'frame-ancestors': [settings.studioOrigin ?? "'self'"],
  })

/** The embedded Studio: Sanity's API and CDN, and the site itself in Presentation's iframe. */
export const studioPolicy = (settings: CspSettings) =>
  serialize({
    ...publishedDirectives(settings),
    'script-src': ["'self'", "'unsafe-inline'", 'https://core.sanity-cdn.com'],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...sanityCdn,
      ...sanityApi.filter((origin) => origin.startsWith('https:')),
      ...settings.apiHostOrigins,
    ],
    'font-src': ["'self'", 'data:', ...studioFonts],
    'connect-src': ["'self'", ...sanityApi, ...sanityCdn, ...studioExtra, ...withSockets(settings.apiHostOrigins)],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  })

/**
 * A page made for one request (lib/routes.ts's `perRequest`): only the scripts that carry this
 * request's nonce run, and the scripts they load ('strict-dynamic'). A browser that knows nonces
 * but not 'strict-dynamic' (Safari before 15.4) ignores it and falls back to 'self', which covers
 * Next's chunks, all served from this origin; no `https:` or 'unsafe-inline' fallback, which
 * would let any host's script, or any inline one, run in such a browser.
 */
export const perRequestPolicy = (nonce: string, settings: CspSettings) =>
  serialize({
    ...publishedDirectives(settings),
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
  })

/** A fresh nonce: 128 random bits, base64 (what Next reads back from the request's policy). */
export function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
