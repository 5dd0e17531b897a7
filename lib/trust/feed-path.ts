import { localizedPath, type Locale } from '../i18n/locales'
import { site } from '../site'
import { trustPaths } from './paths'
import { trustText } from './text'

/** The subprocessor changes' feed, announced in the head of the trust page (rel="alternate"). */
export const feedAlternate = (locale: Locale) => ({
  types: {
    'application/rss+xml': [
      { url: localizedPath(trustPaths.feed, locale), title: trustText(locale).feed.title(site.name) },
    ],
  },
})
