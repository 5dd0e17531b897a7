import { escapeXml, element } from '../blog/rss'
import { formatDate } from '../format'
import { localeNames, localizedPath, type Locale } from '../i18n/locales'
import { routes } from '../routes'
import { absoluteUrl } from '../addresses'
import { site } from '../site'
import type { Subprocessor } from './models'
import { changeHistory } from './subprocessor-list'
import { trustPaths } from './paths'
import { trustText } from './text'
import { changeId } from './change-id'

/**
 * The subprocessor changes as an RSS 2.0 feed, latest announced first: each item says what changes,
 * for which subprocessor, from when, and links to the trust page's list. Its guid is the change's
 * own (document and key), so a reader shows an edited change as the same item.
 */
export function subprocessorFeed(subprocessors: Subprocessor[], locale: Locale): string {
  const words = trustText(locale)
  const at = (path: string) => absoluteUrl(localizedPath(path, locale))
  const list = `${at(routes.trust.path)}#subprocessors`
  const entries = changeHistory(subprocessors)
  const items = entries.map(({ subprocessor, change }) =>
    [
      '<item>',
      element(
        'title',
        words.feed.item(
          words.subprocessors.kinds[change.kind],
          subprocessor.name,
          formatDate(change.effective, locale),
        ),
      ),
      element('link', list),
      `<guid isPermaLink="false">${escapeXml(`${absoluteUrl('/')}#subprocessor-change:${changeId(subprocessor, change)}`)}</guid>`,
      element('pubDate', new Date(`${change.announced.slice(0, 10)}T00:00:00Z`).toUTCString()),
      element(
        'description',
        `${change.note} ${words.subprocessors.purpose}: ${subprocessor.purpose}. ${words.subprocessors.location}: ${subprocessor.location}. ${words.subprocessors.data}: ${subprocessor.dataProcessed}.`,
      ),
      element('category', words.subprocessors.kinds[change.kind]),
      '</item>',
    ].join(''),
  )
  const newest = entries[0]?.change.announced
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', words.feed.title(site.name)),
    element('link', list),
    element('description', words.feed.description),
    element('language', localeNames[locale].htmlLang.toLowerCase()),
    `<atom:link href="${escapeXml(at(trustPaths.feed))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', new Date(`${newest.slice(0, 10)}T00:00:00Z`).toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
