import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { listPagePath } from '@/lib/addresses'

const item =
  'inline-flex min-w-11 items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold ring-1 ring-inset'
const idle = `${item} bg-white text-brand-700 ring-slate-300 hover:bg-slate-50`
const current = `${item} bg-brand-600 text-white ring-brand-600`

/** Real links to each page of a list: /blog, /blog/page/2, ... (or a category's). */
export function Pagination({
  page,
  pages,
  categorySlug,
  locale,
}: {
  page: number
  pages: number
  categorySlug?: string
  locale: Locale
}) {
  if (pages <= 1) return null
  const text = siteText(locale).blog
  const href = (number: number) => localizedPath(listPagePath(number, categorySlug), locale)
  const numbers = Array.from({ length: pages }, (_, index) => index + 1)
  return (
    <nav aria-label={text.pages} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={idle}>
          {text.newer}
        </a>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {numbers.map((number) => (
          <li key={number}>
            <a
              href={href(number)}
              className={number === page ? current : idle}
              aria-current={number === page ? 'page' : undefined}
              aria-label={text.page(number)}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className={idle}>
          {text.older}
        </a>
      ) : null}
    </nav>
  )
}
