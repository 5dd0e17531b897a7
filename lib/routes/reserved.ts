import { localeNames, locales } from '../i18n/locales.ts'
import { markdownPath } from '../addresses.ts'
import { staticRoutes } from '../routes.ts'
import { areas, notFoundPagePath, siteFiles } from './areas.ts'

/**
 * The first segments of the site's own addresses, with what staff know them as: a page built from
 * sections may not take one as its slug (its address would never be reached, or would hide one of
 * the site's). Derived from the routes, the areas, the files, the languages' prefixes and the
 * Markdown copies' addresses.
 */
export function reservedFirstSegments(): Map<string, string> {
  const reserved = new Map<string, string>()
  const add = (path: string, what: string) => {
    const first = path.split('/')[1]
    if (first && !first.startsWith(':') && !reserved.has(first)) reserved.set(first, what)
  }
  for (const area of areas) add(area.path, area.what)
  for (const route of staticRoutes) add(route.path, `the address of the ${route.name} page`)
  for (const file of siteFiles) add(file, 'one of the files the site serves')
  for (const locale of locales) add(`/${locale}`, `the prefix of the ${localeNames[locale].inEnglish} pages`)
  add(notFoundPagePath, 'the page-not-found page')
  add(markdownPath('/').replace(/\.md$/, ''), `the Markdown copy of the home page (${markdownPath('/')})`)
  add('/md', 'the pages’ Markdown copies')
  add('/_next', 'the site’s scripts and styles')
  return reserved
}
