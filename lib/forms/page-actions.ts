import { readBuildFile } from '../build-files'
import { splitLocale } from '../i18n/locales'

/*
 * The pages each server action belongs to, from the build's manifest of them
 * (server-reference-manifest.json, its `workers`: 'app/[locale]/(site)/[slug]/page'). Next looks
 * up the action a post names: an id it has nowhere is a 409 it logs with a stack, and one that
 * another page has is answered without the body being read, which then ends as an `Error: aborted`
 * logged twice, once as an uncaught exception. The form check (body-guard.ts) refuses both first.
 */

type Manifest = { node?: Record<string, { workers?: Record<string, unknown> }> }

/** A page's addresses: `pattern` reads the address without its language's prefix when `localized`. */
type PageAddresses = { localized: boolean; pattern: RegExp }

let pagesByAction: Map<string, PageAddresses[]> | null | undefined

/**
 * The manifest's actions with their pages' addresses, read once by a production server; null
 * elsewhere (next dev writes it again as the code changes; tests) or without a build.
 */
function actions(): Map<string, PageAddresses[]> | null {
  if (pagesByAction !== undefined) return pagesByAction
  if (process.env.NODE_ENV !== 'production') return (pagesByAction = null)
  const manifest = readBuildFile('server', 'server-reference-manifest.json') as Manifest | undefined
  pagesByAction = manifest
    ? new Map(
        Object.entries(manifest.node ?? {}).map(([id, { workers = {} }]) => [
          id,
          Object.keys(workers).flatMap(pageAddresses),
        ]),
      )
    : null
  return pagesByAction
}

/**
 * The addresses a page of the manifest answers (a route handler's entry, none): route groups are
 * left out, [x] is one segment, [...x] one or more, [[...x]] any number; under [locale], the
 * address without the language's prefix.
 */
function pageAddresses(entry: string): PageAddresses[] {
  const page = /^app((?:\/[^/]+)*)\/page$/.exec(entry)
  if (!page) return []
  const segments = page[1]!.split('/').filter((segment) => segment && !/^\(.+\)$/.test(segment))
  const localized = segments[0] === '[locale]'
  const parts = (localized ? segments.slice(1) : segments).map((segment) =>
    segment.startsWith('[[...')
      ? '(?:/[^/]+)*'
      : segment.startsWith('[...')
        ? '(?:/[^/]+)+'
        : segment.startsWith('[')
          ? '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  )
  return [{ localized, pattern: new RegExp(`^${parts.join('')}$`) }]
}

/** An address as the patterns read it: without a trailing slash, the home page as nothing. */
const trimmed = (path: string) => (path === '/' ? '' : path.replace(/\/$/, ''))

/** Whether the page at `pathname` has the action `id`; true without a build's manifest to look in (Next decides). */
export function isActionOfPage(id: string, pathname: string): boolean {
  const known = actions()
  if (!known) return true
  const withoutLanguage = trimmed(splitLocale(pathname).path)
  return (known.get(id) ?? []).some(({ localized, pattern }) =>
    pattern.test(localized ? withoutLanguage : trimmed(pathname)),
  )
}
