import type { NextConfig } from 'next'

/** Types for next.config.mjs, so tests can import it (the config itself stays plain JavaScript). */
declare const nextConfig: NextConfig & Required<Pick<NextConfig, 'headers' | 'redirects' | 'rewrites'>>
export default nextConfig

/** The Content-Security-Policy of the public site, of its pages in draft mode, and of the Studio. */
export declare const publicCsp: string
export declare const draftCsp: string
export declare const studioCsp: string

/** Cache-Control of the public pages (bounded by CACHE_MAX_AGE_SECONDS and CACHE_STALE_SECONDS), and of everything else. */
export declare const publicCacheControl: string
export declare const privateCacheControl: string
