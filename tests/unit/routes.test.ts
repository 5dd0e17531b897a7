import { globSync, readFileSync } from 'node:fs'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import { linkTargetHref, linkTargets } from '@/lib/content/link-targets'
import { redirectFromProblem } from '@/lib/content/redirect-rules'
import { localizedPath } from '@/lib/i18n/locales'
import { routes, staticRoutes } from '@/lib/routes'
import { config } from '@/proxy'
import { locations } from '@/studio/presentation'
import { fixedPageNames } from '@/lib/pages/fixed-pages'
import { areas, notFoundPagePath, siteFiles } from '@/lib/routes/areas'
import { proxyCheckOf, proxyMatcher } from '@/lib/routes/proxy'

/* lib/routes.ts is the one map of the site: these check that what is derived from it, or must be written apart from it, agrees. */

/** Every page file's address in the table's syntax: app/(site)/blog/[slug]/page.tsx → /blog/:slug. */
const pageFileAddresses = globSync('app/**/page.tsx')
  // The previews and the Studio are catch-all areas of their own.
  .filter((file) => !/^app\/(draft|studio)\//.test(file))
  .map(
    (file) =>
      `/${file
        // Every page is in every language: app/[locale]/… is the address without a prefix.
        .replace(/^app\/(\[locale\]\/)?/, '')
        .replace(/(^|\/)page\.tsx$/, '')
        .replace(/\([^)]+\)\/?/g, '')
        .replace(/\[(\w+)\]/g, ':$1')}`.replace(/\/$/, '') || '/',
  )
  // The 404 page in each language is no address of the site (proxy.ts answers it with a 404).
  .filter((address) => address !== notFoundPagePath)

describe('the route table', () => {
  it('has an entry for every page file, and a page file for every entry', () => {
    // A collection's list and documents are the generic pages' (/:slug and /:slug/:item, lib/collections).
    const ownFiles = Object.values(routes).filter((route) => !('collection' in route))
    expect(pageFileAddresses.sort()).toEqual([...ownFiles.map((route) => route.path), '/:slug/:item'].sort())
  })

  it('is what proxy.ts’s literal matcher says, and the proxy sees every page, in every language', () => {
    expect(config.matcher).toEqual(proxyMatcher())
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    for (const route of staticRoutes) {
      expect([route.path, runs(route.path), runs(localizedPath(route.path, 'es'))]).toEqual([route.path, true, true])
      expect([route.path, proxyCheckOf(route.path)]).toEqual([route.path, 'proxy' in route ? route.proxy : undefined])
    }
  })

  it('keeps staff redirects off every page, area and file the site answers', () => {
    const paths = [...staticRoutes.map((route) => route.path), ...areas.map((area) => area.path), ...siteFiles]
    for (const path of paths) expect([path, redirectFromProblem(path)]).toEqual([path, expect.stringContaining(path)])
  })

  it('gives staff its link targets, and Presentation the fixed pages’ documents on their pages', () => {
    for (const { value } of linkTargets.filter((target) => target.value in routes))
      expect(linkTargetHref(value)).toBe(routes[value as keyof typeof routes].path)
    type Resolver = { resolve: (value: Record<string, unknown>) => { locations: { href: string }[] } }
    const fixedPage = (name: string, language: string) =>
      (locations as unknown as Record<string, Resolver>)
        .page!.resolve({ fixedPage: name, language })
        .locations.map((location) => location.href)
    for (const name of fixedPageNames) {
      expect(fixedPage(name, 'en')).toEqual([routes[name].path])
      expect(fixedPage(name, 'es')).toEqual([localizedPath(routes[name].path, 'es')])
    }
  })

  it('is the only place the fixed pages’ addresses are written in the site’s code (a collection’s list: its folder)', () => {
    const sources = globSync('{app,lib,studio,schemas,bench,scripts}/**/*.{ts,tsx,mjs}')
      .concat(['proxy.ts', 'next.config.mjs'])
      // TypeGen's output spells out the option lists derived from the table.
      .filter((file) => file !== 'lib/content/sanity.types.ts')
    const writing = (path: string) => sources.filter((file) => readFileSync(file, 'utf8').includes(`'${path}'`))
    for (const route of staticRoutes.filter((candidate) => candidate.path !== '/')) {
      // A collection's list is declared in its folder (lib/collections/<type>/collection.ts).
      const declared = route.collection ? `lib/collections/${route.content}/collection.ts` : 'lib/routes.ts'
      expect([route.path, writing(route.path)]).toEqual([route.path, [declared]])
    }
  })
})
