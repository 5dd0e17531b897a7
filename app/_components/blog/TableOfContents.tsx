import type { Heading } from '@/lib/content/rich-text'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'

/** "On this page": a link to each section heading of an article or legal page. */
export function TableOfContents({ headings, locale }: { headings: Heading[]; locale: Locale }) {
  const text = siteText(locale).blog.onThisPage
  if (headings.length === 0) return null
  return (
    <nav aria-label={text} className="lg:sticky lg:top-24 lg:self-start">
      <p className="text-sm font-semibold text-brand-950">{text}</p>
      <ol className="mt-4 space-y-2 border-l border-slate-200 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-800"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
