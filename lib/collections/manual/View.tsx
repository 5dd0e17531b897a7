import { Eyebrow } from '@/lib/components/Eyebrow'
import { Icon } from '@/lib/components/Icon'
import { RichText } from '@/lib/components/RichText'
import { buttonLarge, buttonPrimary } from '@/lib/components/buttons'
import { container, measure, textLink } from '@/lib/components/ui'
import { absoluteUrl, collectionItemPath } from '@/lib/addresses'
import { headingsOf } from '@/lib/content/rich-text'
import { formatDate } from '@/lib/format'
import { localeNames, localizedPath, type Locale } from '@/lib/i18n/locales'
import { markdownInline, markdownLink } from '@/lib/markdown/escape'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { ItemProps, ListProps } from '../define'
import { collection } from './collection'
import type { Card, Item as Manual } from './content'

const wordsOf = (locale: Locale) => collection.words[locale]

const pathOf = (slug: string, locale: Locale) => localizedPath(collectionItemPath(collection.type, slug), locale)

/** "412 KB", "1.2 MB", in the page's language. */
function fileSize(bytes: number, locale: Locale) {
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1_000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte']
  return new Intl.NumberFormat(localeNames[locale].htmlLang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}

/** The PDF, downloaded under a readable name: Sanity's CDN names it from ?dl=, the site's own files from the link. */
function downloadLink({ title, version, file }: Card) {
  const name = `MediCore - ${title} (${version}).pdf`
  return file.url.startsWith('https://cdn.sanity.io/')
    ? { href: `${file.url}?dl=${encodeURIComponent(name)}` }
    : { href: file.url, download: name }
}

/** "PDF · 6 pages · 412 KB · Version 2026.4": what a download is before it starts. */
const facts = (manual: Card, locale: Locale) =>
  [
    'PDF',
    `${manual.pages} ${wordsOf(locale).pages.toLowerCase()}`,
    fileSize(manual.file.size, locale),
    `${wordsOf(locale).version} ${manual.version}`,
  ].join(' · ')

function DownloadButton({ manual, locale, large = false }: { manual: Card; locale: Locale; large?: boolean }) {
  return (
    <a {...downloadLink(manual)} className={`${buttonPrimary} ${large ? `${buttonLarge} w-full` : ''}`}>
      <Icon name="download" size={18} />
      {wordsOf(locale).download}
      <span className="sr-only">: {manual.title}</span>
    </a>
  )
}

/** Each manual as a card: its title (the link to its page), who it is for, a summary and its download. */
export function List({ cards, locale }: ListProps<Card>) {
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card._id}>
          <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex items-start gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name="file-text" />
              </span>
              <div>
                <h2 className="text-xl font-semibold text-brand-950">
                  <a href={pathOf(card.slug, locale)} className="hover:text-brand-700 hover:underline">
                    {card.title}
                  </a>
                </h2>
                <p className="mt-1 text-sm text-slate-600">{card.audience}</p>
              </div>
            </div>
            <p className="mt-5 flex-1 text-base leading-7 text-slate-700">{card.excerpt}</p>
            <p className="mt-5 text-sm text-slate-600">
              {facts(card, locale)} · {wordsOf(locale).updated}{' '}
              <time dateTime={card.updatedAt}>{formatDate(card.updatedAt, locale)}</time>
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <DownloadButton manual={card} locale={locale} />
              <a href={pathOf(card.slug, locale)} className={`${textLink} text-sm`}>
                {wordsOf(locale).inside}
                <span className="sr-only">: {card.title}</span>
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** One manual: its title, who it is for, its download with what it is, and what its chapters cover. */
export function Item({ item, locale }: ItemProps<Manual>) {
  const text = wordsOf(locale)
  const details: [string, React.ReactNode][] = [
    [text.version, item.version],
    [
      text.updated,
      <time key="updated" dateTime={item.updatedAt}>
        {formatDate(item.updatedAt, locale)}
      </time>,
    ],
    [text.pages, item.pages],
    [text.size, fileSize(item.file.size, locale)],
  ]
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className={`${container} grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start`}>
          <div>
            <Eyebrow>{text.kind}</Eyebrow>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
              {item.title}
            </h1>
            <p className="mt-4 text-base font-medium text-slate-700">{item.audience}</p>
            <p className={`mt-6 text-xl leading-8 text-slate-600 ${measure}`}>{item.excerpt}</p>
          </div>
          <aside
            aria-labelledby="manual-details-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="manual-details-title" className="text-base font-semibold text-brand-950">
              {text.details}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {details.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6">
              <DownloadButton manual={item} locale={locale} large />
            </div>
          </aside>
        </div>
      </header>
      <section aria-labelledby="manual-inside-title" className={`${container} py-12 sm:py-16`}>
        <h2 id="manual-inside-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {text.inside}
        </h2>
        <div className="mt-8">
          <RichText value={item.body} locale={locale} headings={headingsOf(item.body)} />
        </div>
      </section>
    </article>
  )
}

/** A card's line in the list's Markdown copy, after its linked title: who it is for, the summary, the file and its download. */
export const cardMarkdown = (card: Card, locale: Locale) =>
  [markdownInline(card.audience), markdownInline(card.excerpt), facts(card, locale)]
    .concat(markdownLink(wordsOf(locale).download, absoluteUrl(card.file.url)))
    .join(' · ')

/** A manual's Markdown copy: its title, audience, summary, download and chapters. */
export const itemMarkdown = (item: Manual, locale: Locale) =>
  [
    `# ${markdownInline(item.title)}`,
    `_${markdownInline(item.audience)}_`,
    `> ${markdownInline(item.excerpt)}`,
    `${markdownLink(wordsOf(locale).download, absoluteUrl(item.file.url))} (${facts(item, locale)})`,
    `## ${wordsOf(locale).inside}`,
    portableTextMarkdown(item.body, locale),
  ].join('\n\n')
