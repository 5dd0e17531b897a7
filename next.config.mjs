/*
 * Security headers. Every page is static (built once, refreshed by the publish webhook), so
 * the Content-Security-Policy cannot carry per-request nonces; and the inline scripts Next
 * writes into each page (the bootstrap and the RSC payload, `self.__next_f.push(...)`) change
 * whenever the content changes, so their sha256 hashes are not stable either. Scripts are
 * therefore limited to this origin plus inline ('unsafe-inline'); there is no 'unsafe-eval',
 * no third-party origin, and no plugin, base or form target elsewhere.
 */

import { fileURLToPath } from 'node:url'
import { draftModeCookie, draftRewrites } from './app/draft/paths.ts'
import { sanityApiHostOrigins } from './lib/api-host.ts'
import { codeRedirects } from './lib/code-redirects.ts'
import { variables } from './lib/env/server.ts'
import { defaultLocaleRewrites, markdownPaths, privateCacheSources, publicCachePaths, studioTools } from './lib/routes.ts'

/* The settings this file takes (lib/env/schema.ts parses them), read when Next loads it. */
const env = variables([
  'NEXT_PUBLIC_SANITY_PROJECT_ID',
  'NEXT_PUBLIC_SANITY_DATASET',
  'SANITY_API_HOST',
  'CACHE_MAX_AGE_SECONDS',
  'CACHE_STALE_SECONDS',
  'REDIS_URL',
  'BUILD_ID',
  'BUILD_TYPECHECKED',
  'NEXT_DIST_DIR',
])

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
/** SANITY_API_HOST points at another API host (the fake Content Lake in the end-to-end tests). */
const apiHostOrigin = sanityApiHostOrigins(env.SANITY_API_HOST, env.NEXT_PUBLIC_SANITY_PROJECT_ID)

/*
 * With a Sanity project, the CMS's images (articles, authors) come from Sanity's image CDN,
 * and only from this project's dataset there; without one, the site serves them itself.
 */
const cmsImages = (() => {
  const { NEXT_PUBLIC_SANITY_PROJECT_ID: projectId, NEXT_PUBLIC_SANITY_DATASET: dataset } = env
  return projectId && dataset ? [`https://cdn.sanity.io/images/${projectId}/${dataset}/`] : []
})()

const policy = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')

const publicDirectives = {
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

/** The public site, published: nothing but this origin, and never framed. */
export const publicCsp = policy(publicDirectives)

/**
 * The same pages in draft mode (the draft mode cookie), as the Studio's Presentation
 * tool shows them: framed by the Studio on this origin, with the visual-editing overlays
 * talking to Sanity's API.
 */
export const draftCsp = policy({
  ...publicDirectives,
  'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
  'connect-src': ["'self'", ...sanityApi, ...apiHostOrigin],
  'frame-ancestors': ["'self'"],
})

/** The embedded Studio: Sanity's API and CDN, and the site itself in Presentation's iframe. */
export const studioCsp = policy({
  ...publicDirectives,
  'script-src': ["'self'", "'unsafe-inline'", 'https://core.sanity-cdn.com'],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    ...sanityCdn,
    ...sanityApi.filter((origin) => origin.startsWith('https:')),
    ...apiHostOrigin,
  ],
  'font-src': ["'self'", 'data:', ...studioFonts],
  'connect-src': ["'self'", ...sanityApi, ...sanityCdn, ...studioExtra, ...apiHostOrigin],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
})

const inDraftMode = [{ type: 'cookie', key: draftModeCookie }]

/*
 * Caching by CDNs and proxies. Next sends its static pages with `s-maxage=31536000`: a CDN that
 * honours it would keep serving a page for a year after a publish, as the publish webhook only
 * refreshes the origin. The public pages instead say how long a shared cache may keep them
 * (CACHE_MAX_AGE_SECONDS, default 60) and how long past that it may serve the old copy while it
 * fetches the new one (CACHE_STALE_SECONDS, default 60); browsers always ask again (max-age=0).
 * Next only fills in Cache-Control when no header rule set one, and sets its own no-store on
 * draft mode, server-action answers (a form's result) and errors. Read at build time: the
 * header rules are written into the build.
 */
export const publicCacheControl = `public, max-age=0, s-maxage=${env.CACHE_MAX_AGE_SECONDS}, stale-while-revalidate=${env.CACHE_STALE_SECONDS}`
/** For anything personal, a preview, or an API answer: no cache may keep it. */
export const privateCacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate'
const cacheHeaders = [
  ...publicCachePaths.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: publicCacheControl }] })),
  ...privateCacheSources.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: privateCacheControl }] })),
  { source: '/:path*', has: inDraftMode, headers: [{ key: 'Cache-Control', value: privateCacheControl }] },
  // The public pages answer HTML or, to a request that prefers Markdown, a redirect to their copy (proxy.ts).
  ...[...markdownPaths, '/blog/:path+'].map((source) => ({ source, headers: [{ key: 'Vary', value: 'Accept' }] })),
]

const commonHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  },
]

/*
 * Several instances (docs/several-instances.md): with REDIS_URL, the pages' cache and
 * its tags live in Redis (lib/cache/handler.mjs), so a publish reaching one instance refreshes
 * all of them; no copy is kept in each process's memory besides. Read when the server starts.
 * Every instance must also serve the same build: build once and copy it, or give each build the
 * same BUILD_ID.
 */
const sharedCache = env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (tests, benchmarks) keep their own output folders.
  distDir: env.NEXT_DIST_DIR,
  ...sharedCache,
  generateBuildId: async () => env.BUILD_ID ?? null,
  typescript: { ignoreBuildErrors: env.BUILD_TYPECHECKED ?? false },
  poweredByHeader: false,
  reactStrictMode: true,
  // Redirects match case-insensitively otherwise, and /Features → /features would loop.
  experimental: { caseSensitiveRoutes: true },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  /*
   * In draft mode (the cookie set by /api/draft-mode/enable), the public pages are served by
   * app/draft, which adds the visual editing overlays and an exit link. Keeping those in their
   * own route keeps their JavaScript out of the published pages.
   */
  async rewrites() {
    // The fixed pages with a Markdown copy other than the home page, as one pattern: features|pricing|…
    const pages = markdownPaths
      .filter((path) => path !== '/')
      .map((path) => path.slice(1))
      .join('|')
    return {
      beforeFiles: [
        ...draftRewrites(),
        // The pages' Markdown copies, at their address plus .md (proxy.ts sends a request that prefers Markdown there).
        { source: '/index.md', destination: '/md' },
        { source: `/:page(${pages}).md`, destination: '/md/:page' },
        { source: '/blog/category/:slug.md', destination: '/md/blog/category/:slug' },
        { source: '/blog/:slug.md', destination: '/md/blog/:slug' },
        // Every Studio tool's addresses are the one Studio page, whose router reads the address in the browser.
        { source: `/studio/:tool(${studioTools.join('|')})/:path*`, destination: '/studio' },
        // Last, the English pages at their unprefixed addresses (app/[locale]).
        ...defaultLocaleRewrites(),
      ],
    }
  },
  // Before proxy.ts, which applies the redirects staff manage in the Studio.
  async redirects() {
    return codeRedirects.map((rule) => ({ ...rule }))
  },
  // When several rules set the same header, the last one wins: public, then draft mode, then Studio.
  async headers() {
    return [
      { source: '/:path*', headers: [...commonHeaders, { key: 'Content-Security-Policy', value: publicCsp }] },
      {
        source: '/:path*',
        has: inDraftMode,
        headers: [{ key: 'Content-Security-Policy', value: draftCsp }],
      },
      { source: '/studio/:path*', headers: [{ key: 'Content-Security-Policy', value: studioCsp }] },
      ...cacheHeaders,
    ]
  },
}

export default nextConfig
