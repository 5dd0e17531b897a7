import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { PageHeader } from '@/app/_components/PageHeader'
import { SearchForm } from '@/app/_components/SearchForm'
import { SearchResults } from '@/app/_components/SearchResults'
import { container } from '@/app/_components/ui'
import { searchContent } from '@/lib/content'
import { clientKey } from '@/lib/limits/client-key'
import { searchLimit } from '@/lib/search/limit'
import { searchPath } from '@/lib/search/path'
import { MAX_QUERY_LENGTH, matchPatterns, searchRequest } from '@/lib/search/terms'

type SearchPageProps = { searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const request = searchRequest((await searchParams).q)
  return {
    title: request.kind === 'search' ? `Search: ${request.query}` : 'Search',
    // A results page is no page of its own for search engines.
    robots: { index: false, follow: true },
    alternates: { canonical: searchPath },
  }
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const request = searchRequest((await searchParams).q)
  const tooLong =
    request.kind === 'too-long'
      ? `Your search is ${request.query.length} characters long: use at most ${MAX_QUERY_LENGTH}.`
      : undefined
  return (
    <>
      <PageHeader eyebrow="Search" title="Search MediCore">
        <div className="w-full max-w-xl">
          <SearchForm
            id="search-page-query"
            size="large"
            query={request.kind === 'empty' ? undefined : request.query}
            error={tooLong}
          />
        </div>
      </PageHeader>
      <div className={`${container} py-12 sm:py-16`}>
        <div className="mx-auto max-w-3xl">
          {request.kind === 'search' ? (
            <Results query={request.query} terms={request.terms} />
          ) : request.kind === 'empty' ? (
            <p className="text-lg text-slate-600">
              Type a word or two above to search the blog, the frequently asked questions, the features and the legal
              pages.
            </p>
          ) : null}
        </div>
      </div>
    </>
  )
}

async function Results({ query, terms }: { query: string; terms: string[] }) {
  if (!(await searchLimit.take(clientKey(await headers())))) {
    return (
      <p role="status" className="text-lg text-slate-700">
        You have searched many times in a short while. Wait a minute, then try again.
      </p>
    )
  }
  const results = await searchContent(matchPatterns(terms))
  return <SearchResults query={query} terms={terms} results={results} />
}
