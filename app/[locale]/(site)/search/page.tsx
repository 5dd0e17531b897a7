import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { PageHeader } from '@/lib/components/PageHeader'
import { SearchForm } from '@/app/_components/SearchForm'
import { SearchResults } from '@/app/_components/SearchResults'
import { SitePage } from '@/app/_components/SitePage'
import { container } from '@/lib/components/ui'
import { searchContent } from '@/lib/content'
import { clientKey } from '@/lib/limits/client-key'
import { searchLimit } from '@/lib/search/limit'
import { MAX_QUERY_LENGTH, matchPatterns, searchRequest } from '@/lib/search/terms'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { routes } from '@/lib/routes'

type SearchPageProps = LocaleProps & { searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = siteText(locale).search
  const request = searchRequest((await searchParams).q)
  return {
    title: request.kind === 'search' ? text.titleFor(request.query) : text.title,
    // A results page is no page of its own for search engines.
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(routes.search.path, locale) },
  }
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await pageLocale(params)
  const text = siteText(locale).search
  const request = searchRequest((await searchParams).q)
  const tooLong = request.kind === 'too-long' ? text.tooLong(request.query.length, MAX_QUERY_LENGTH) : undefined
  return (
    <SitePage
      locale={locale}
      path={routes.search.path}
      query={request.kind === 'empty' ? undefined : { q: request.query }}
    >
      <PageHeader eyebrow={text.title} title={text.heading}>
        <div className="w-full max-w-xl">
          <SearchForm
            id="search-page-query"
            size="large"
            query={request.kind === 'empty' ? undefined : request.query}
            error={tooLong}
            locale={locale}
          />
        </div>
      </PageHeader>
      <div className={`${container} py-12 sm:py-16`}>
        <div className="mx-auto max-w-3xl">
          {request.kind === 'search' ? (
            <Results query={request.query} terms={request.terms} locale={locale} />
          ) : request.kind === 'empty' ? (
            <p className="text-lg text-slate-600">{text.prompt}</p>
          ) : null}
        </div>
      </div>
    </SitePage>
  )
}

async function Results({ query, terms, locale }: { query: string; terms: string[]; locale: Locale }) {
  if (!(await searchLimit.take(clientKey(await headers())))) {
    return (
      <p role="status" className="text-lg text-slate-700">
        {siteText(locale).search.tooMany}
      </p>
    )
  }
  const results = await searchContent(matchPatterns(terms), locale)
  return <SearchResults query={query} terms={terms} results={results} locale={locale} />
}
