import { CmsImage } from '@/lib/components/CmsImage'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { RichText } from '@/lib/components/RichText'
import { container, gridColumnsFor, measure } from '@/lib/components/ui'
import { collectionItemPath } from '@/lib/addresses'
import { headingsOf } from '@/lib/content/rich-text'
import { formatDate } from '@/lib/format'
import { markdownInline } from '@/lib/markdown/escape'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import type { ItemProps, ListProps } from '../define'
import { collection } from './collection'
import type { Card, Item as CaseStudy } from './content'

/** Each case study as a card: the customer, the headline (the link), its first result and its summary. */
export function List({ cards, locale }: ListProps<Card>) {
  return (
    <ul className={`grid gap-8 ${gridColumnsFor(cards.length)}`}>
      {cards.map((card) => (
        <li key={card._id}>
          <article className="group relative flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none">
            <p className="text-sm font-semibold text-accent-700">{card.customer}</p>
            <h2 className="mt-2 text-xl font-semibold text-balance text-brand-950">
              <a
                href={localizedPath(collectionItemPath(collection.type, card.slug), locale)}
                className="group-hover:text-brand-700 after:absolute after:inset-0"
              >
                {card.title}
              </a>
            </h2>
            {card.outcome ? (
              <p className="mt-6">
                <span className="block text-4xl font-bold tracking-tight text-brand-700">{card.outcome.figure}</span>
                <span className="mt-1 block text-sm text-slate-600">{card.outcome.label}</span>
              </p>
            ) : null}
            <p className="mt-6 flex-1 text-base leading-7 text-slate-600">{card.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** One case study: its headline, the customer, the results as figures, a cover image and the story. */
export function Item({ item, locale }: ItemProps<CaseStudy>) {
  const text = collection.words[locale]
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className={`${container} py-12 sm:py-16`}>
          <div className="max-w-3xl">
            <Eyebrow>{item.customer}</Eyebrow>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
              {item.title}
            </h1>
            <p className="mt-6 text-xl leading-8 text-slate-600">{item.excerpt}</p>
            <p className="mt-6 text-sm text-slate-600">
              {text.published} <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
            </p>
          </div>
        </div>
      </header>
      <section aria-labelledby="results-title" className={`${container} py-12`}>
        <h2 id="results-title" className="text-2xl font-bold tracking-tight text-brand-950">
          {text.results}
        </h2>
        <dl className={`mt-6 grid gap-6 ${gridColumnsFor(item.outcomes.length)}`}>
          {item.outcomes.map((outcome) => (
            <div key={outcome._key} className="flex flex-col-reverse rounded-2xl bg-brand-900 p-6 text-white">
              <dt className="mt-2 text-sm text-brand-100">{outcome.label}</dt>
              <dd className="text-4xl font-bold tracking-tight">{outcome.figure}</dd>
            </div>
          ))}
        </dl>
        <p className={`mt-4 text-sm leading-6 text-slate-600 ${measure}`}>
          <span className="font-semibold">{text.measured}:</span> {item.measured}
        </p>
      </section>
      <div className={`${container} pb-16 sm:pb-20`}>
        {/* Under the header's words, at their left edge; the text keeps its measure. */}
        <div className="max-w-3xl">
          {item.coverImage ? (
            <CmsImage
              image={item.coverImage}
              width={768}
              aspectRatio={2}
              sizes="(min-width: 800px) 768px, 100vw"
              className="mb-12 aspect-[2/1] w-full rounded-3xl bg-slate-100 ring-1 ring-slate-200"
            />
          ) : null}
          <RichText value={item.body} locale={locale} headings={headingsOf(item.body)} />
        </div>
      </div>
    </article>
  )
}

/** A card's line in the list's Markdown copy, after its linked title: the customer, the first result, the summary and the date. */
export const cardMarkdown = (card: Card, locale: Locale) =>
  [card.customer, card.outcome && `${card.outcome.figure} ${card.outcome.label}`, card.excerpt]
    .filter((part): part is string => Boolean(part))
    .map(markdownInline)
    .concat(formatDate(card.publishedAt, locale))
    .join(' · ')

/** A case study's Markdown copy: its headline, customer, summary, results and story. */
export const itemMarkdown = (item: CaseStudy, locale: Locale) =>
  [
    `# ${markdownInline(item.title)}`,
    `_${markdownInline(item.customer)} · ${formatDate(item.publishedAt, locale)}_`,
    `> ${markdownInline(item.excerpt)}`,
    `## ${collection.words[locale].results}`,
    item.outcomes
      .map((outcome) => `- **${markdownInline(outcome.figure)}** ${markdownInline(outcome.label)}`)
      .join('\n'),
    `_${markdownInline(collection.words[locale].measured)}: ${markdownInline(item.measured)}_`,
    portableTextMarkdown(item.body, locale),
  ].join('\n\n')
