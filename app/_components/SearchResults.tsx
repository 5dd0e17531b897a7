import type { SearchResult } from '@/lib/content'
import { passage, type Passage } from '@/lib/search/highlight'
import { resultPath } from '@/lib/search/result-path'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { measure, textLink } from '@/lib/components/ui'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { collections } from '@/lib/collections/registry'
import { isCollectionTypeName } from '@/lib/content/document-types'
import { routes } from '@/lib/routes'

type SearchResultsProps = { query: string; terms: string[]; results: SearchResult[]; locale: Locale }

/** The results of a search, best first, each with the passage that matched and its words marked. */
export function SearchResults({ query, terms, results, locale }: SearchResultsProps) {
  const text = siteText(locale).search
  if (!results.length) {
    return (
      <div role="status">
        <h2 className="text-xl font-semibold text-brand-950">{text.nothing(query)}</h2>
        <p className="mt-3 text-base leading-7 text-slate-600">
          {text.nothingHelp}{' '}
          <a href={localizedPath(routes.contact.path, locale)} className={textLink}>
            {text.contactUs}
          </a>
          .
        </p>
      </div>
    )
  }
  return (
    <section aria-labelledby="search-results-heading">
      {/* The count is announced: a status region around the heading (a heading cannot be one itself). */}
      <div role="status">
        <h2 id="search-results-heading" className="text-base font-medium text-slate-600">
          {text.count(results.length, query)}
        </h2>
      </div>
      <ol className="mt-6 divide-y divide-slate-200">
        {results.map((result) => (
          <li key={result._id} className="py-6">
            <Eyebrow>
              {isCollectionTypeName(result._type)
                ? collections[result._type].words[locale].kind
                : text.kinds[result._type]}
            </Eyebrow>
            <h3 className="mt-1 text-lg font-semibold text-brand-950">
              <a href={resultPath(result, locale)} className="hover:text-brand-700 hover:underline">
                <Marked passage={passage([result.title], terms, Infinity)} />
              </a>
            </h3>
            <p className={`mt-2 text-base leading-7 text-slate-600 ${measure}`}>
              <Marked passage={passage([result.summary, result.text], terms)} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Marked({ passage }: { passage: Passage }) {
  return passage.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
