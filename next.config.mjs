/*
 * Security headers. The Content-Security-Policy's directives are lib/csp.ts's: here the published
 * pages', draft mode's and the Studio's, read at build time; proxy.ts sends the pages made per
 * request their own, with a script nonce (lib/script-nonce.ts). docs/security.md explains both.
 */

import { fileURLToPath } from 'node:url'
import { draftModeCookie, draftRewrites } from './app/draft/paths.ts'
import { codeRedirects } from './lib/code-redirects.ts'
import { cspSettings, draftPolicy, publishedPolicy, studioPolicy } from './lib/csp.ts'
import { sanityProject } from './lib/env/public.ts'
import { variables } from './lib/env/server.ts'
import {
  defaultLocaleRewrites,
  madeUpNextFileRewrites,
  rscFileRewrites,
  markdownRewrites,
  negotiatedPaths,
  privateCacheSources,
  publicCachePaths,
} from './lib/routes/next-config.ts'
import { studioTools } from './lib/routes/areas.ts'

/* The settings this file takes (lib/env/schema.ts parses them), read when Next loads it. */
const env = variables([
  'STUDIO_ORIGIN',
  'CACHE_MAX_AGE_SECONDS',
  'CACHE_STALE_SECONDS',
  'REDIS_URL',
  'BUILD_ID',
  'BUILD_TYPECHECKED',
  'NEXT_DIST_DIR',
])

const csp = cspSettings()
/** The public site, published: nothing but this origin, and never framed. */
export const publicCsp = publishedPolicy(csp)
/** The same pages in draft mode: framed by the Studio (this origin, or STUDIO_ORIGIN), talking to Sanity's API. */
export const draftCsp = draftPolicy(csp)
/** The embedded Studio: Sanity's API and CDN, and the site itself in Presentation's iframe. */
export const studioCsp = studioPolicy(csp)

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
  /*
   * A request with Next's RSC header but no `_rsc` search parameter (which a CDN keys on) gets Next's
   * 307 to the address plus `?_rsc=…`, at the page's own address: kept by a CDN that caches by URL,
   * it would send every visitor of the page through that redirect. The client's own RSC requests
   * carry `_rsc` and keep the page's policy.
   */
  {
    source: '/:path*',
    has: [{ type: 'header', key: 'rsc' }],
    missing: [{ type: 'query', key: '_rsc' }],
    headers: [{ key: 'Cache-Control', value: privateCacheControl }],
  },
  { source: '/:path*', has: inDraftMode, headers: [{ key: 'Cache-Control', value: privateCacheControl }] },
  // The public pages answer HTML or, to a request that prefers Markdown, a redirect to their copy (proxy.ts).
  ...negotiatedPaths.map((source) => ({
    source,
    headers: [{ key: 'Vary', value: 'Accept' }],
  })),
]

/*
 * With STUDIO_ORIGIN, the Studio lives on its own origin and this site serves none of it: /studio
 * and its paths go there (temporary redirects, so that unsetting it brings the embedded Studio back).
 */
const studioRedirects = env.STUDIO_ORIGIN
  ? [
      { source: '/studio', destination: `${env.STUDIO_ORIGIN}/`, permanent: false },
      { source: '/studio/:path*', destination: `${env.STUDIO_ORIGIN}/:path*`, permanent: false },
    ]
  : []

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
  /*
   * Every visitor gets a page's title and meta tags in its <head>: Next otherwise streams the
   * metadata of a page made per request (/demo, /search, the account screens) into <body> when it
   * resolves after the first bytes, which is invalid HTML (the W3C checker saw it on a busy
   * machine) and lost on link previewers Next's list of bots does not name.
   */
  htmlLimitedBots: /.*/,
  /*
   * proxy.ts sees the request's URL on the host the server was started with, as Next's router does:
   * otherwise Next hands it `localhost`, and a rewrite to one of the site's own pages (a 404 page)
   * on a server started with another host name is sent back to the server as an external request.
   */
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Whether this build embeds the Studio (app/studio/StudioLoader.tsx): only with a Sanity project.
  env: { EMBEDDED_STUDIO: String(Boolean(sanityProject())) },
  experimental: {
    // Redirects match case-insensitively otherwise, and /Features → /features would loop.
    caseSensitiveRoutes: true,
    /*
     * No Turbopack cache written by `next build`: a build from a fresh clone (CI, a deploy) never
     * reads it, and writing it took 26 to 72 s of each of npm test's two builds on 2 cores. `next
     * dev` keeps its own.
     */
    turbopackFileSystemCacheForBuild: false,
    /*
     * The server's code is not minified: no visitor downloads it, its errors in the logs name real
     * functions, and minifying it took a quarter of a build's CPU (115 → 88 CPU-seconds for the
     * zero-configuration build on 2 cores). The browser's code still is.
     */
    serverMinification: false,
  },
  images: {
    /*
     * WebP only. The optimizer encodes each size of a bundled image on its first request: AVIF took
     * 0.87 CPU-seconds a size for the bundled images, WebP 35 ms (72 encodes: 63 s against 2.5 s).
     * Any visitor can ask for each width, and the end-to-end suite's first run paid a minute of CPU for
     * it. The bundled images are WebP already; a Sanity project's images come from its CDN in either.
     */
    formats: ['image/webp'],
    // Only the bundled images app/media serves, without a query (proxy.ts checks each name: lib/media.ts).
    localPatterns: [{ pathname: '/media/*', search: '' }],
  },
  /*
   * In draft mode (the cookie set by /api/draft-mode/enable), the public pages are served by
   * app/draft, which adds the visual editing overlays and an exit link. Keeping those in their
   * own route keeps their JavaScript out of the published pages.
   */
  async rewrites() {
    return {
      beforeFiles: [
        ...draftRewrites(),
        // Next's data files' form on a CDN (/pricing.rsc), which no page here answers (lib/routes.ts).
        ...rscFileRewrites(),
        // The pages' Markdown copies in each language, at their address plus .md (proxy.ts sends a request that prefers Markdown there).
        ...markdownRewrites(),
        // Every Studio tool's addresses are the one Studio page, whose router reads the address in the browser.
        { source: `/studio/:tool(${studioTools.join('|')})/:path*`, destination: '/studio' },
        // Last, the English pages at their unprefixed addresses (app/[locale]).
        ...defaultLocaleRewrites(),
      ],
      // After Next's own files, before the pages with parameters: a made-up /_next/… address is a plain 404.
      afterFiles: madeUpNextFileRewrites(),
    }
  },
  // Before proxy.ts, which applies the redirects staff manage in the Studio.
  async redirects() {
    return [...codeRedirects.map((rule) => ({ ...rule })), ...studioRedirects]
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
