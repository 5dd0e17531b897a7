import { listPagePath } from '@/lib/blog/paths'

const item =
  'inline-flex min-w-11 items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold ring-1 ring-inset'
const idle = `${item} bg-white text-brand-700 ring-slate-300 hover:bg-slate-50`
const current = `${item} bg-brand-600 text-white ring-brand-600`

/** Real links to each page of a list: /blog, /blog/page/2, ... (or a category's). */
export function Pagination({ page, pages, categorySlug }: { page: number; pages: number; categorySlug?: string }) {
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, index) => index + 1)
  return (
    <nav aria-label="Pages of articles" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={listPagePath(page - 1, categorySlug)} rel="prev" className={idle}>
          Newer articles
        </a>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {numbers.map((number) => (
          <li key={number}>
            <a
              href={listPagePath(number, categorySlug)}
              className={number === page ? current : idle}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a href={listPagePath(page + 1, categorySlug)} rel="next" className={idle}>
          Older articles
        </a>
      ) : null}
    </nav>
  )
}
