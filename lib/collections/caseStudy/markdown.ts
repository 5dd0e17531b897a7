import type { Locale } from '@/lib/i18n/locales'
import { markdownInline } from '@/lib/markdown/escape'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { formatDate } from '@/lib/format'
import { collection } from './collection'
import type { Card, Item } from './content'

/** A card's line in the list's Markdown copy, after its linked title: the customer, the first result, the summary and the date. */
export const card = (card: Card, locale: Locale) =>
  [card.customer, card.outcome && `${card.outcome.figure} ${card.outcome.label}`, card.excerpt]
    .filter((part): part is string => Boolean(part))
    .map(markdownInline)
    .concat(formatDate(card.publishedAt, locale))
    .join(' · ')

/** A case study's Markdown copy: its headline, customer, summary, results and story. */
export const item = (item: Item, locale: Locale) =>
  [
    `# ${markdownInline(item.title)}`,
    `_${markdownInline(item.customer)} · ${formatDate(item.publishedAt, locale)}_`,
    `> ${markdownInline(item.excerpt)}`,
    `## ${collection.words[locale].results}`,
    item.outcomes
      .map((outcome) => `- **${markdownInline(outcome.figure)}** ${markdownInline(outcome.label)}`)
      .join('\n'),
    portableTextMarkdown(item.body),
  ].join('\n\n')
