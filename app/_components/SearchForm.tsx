import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { Icon } from '@/lib/components/Icon'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { routes } from '@/lib/routes'

type SearchFormProps = {
  /** What the box shows: the query of the results page. */
  query?: string
  /** Names the box for assistive technology; unique per page when there are several forms. */
  id: string
  /** The message under the box when the query cannot run (too long). */
  error?: string
  size?: 'compact' | 'large'
  locale: Locale
}

/** Site search: a GET form to /search, so it works without JavaScript. */
export function SearchForm({ query, id, error, size = 'compact', locale }: SearchFormProps) {
  const text = siteText(locale).search
  const large = size === 'large'
  const errorId = `${id}-error`
  return (
    <search className={large ? 'block w-full' : undefined}>
      <form action={localizedPath(routes.search.path, locale)} method="get">
        <label htmlFor={id} className="sr-only">
          {text.label}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            required
            placeholder={text.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`min-w-0 rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-invalid:border-red-700 ${
              large ? 'h-12 flex-1 px-5 text-base' : 'h-10 w-40 px-4 text-sm lg:w-48'
            }`}
          />
          <button
            type="submit"
            className={`inline-flex shrink-0 items-center justify-center rounded-full text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 ${
              large ? 'h-12 gap-2 px-5 text-base font-semibold' : 'size-10'
            }`}
          >
            <Icon name="search" size={large ? 20 : 18} />
            <span className={large ? undefined : 'sr-only'}>{text.button}</span>
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </search>
  )
}
