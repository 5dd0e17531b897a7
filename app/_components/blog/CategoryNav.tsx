import type { Category } from '@/lib/content'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { blogPath, categoryPath } from '@/lib/addresses'

const chip = 'inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset'

/** The category filter: real links to /blog and each category's page; the current one is marked. */
export function CategoryNav({
  categories,
  currentSlug,
  locale,
}: {
  categories: Category[]
  currentSlug?: string
  locale: Locale
}) {
  const text = siteText(locale).blog
  const links = [
    { href: localizedPath(blogPath, locale), label: text.allArticles, current: !currentSlug },
    ...categories.map((category) => ({
      href: localizedPath(categoryPath(category.slug), locale),
      label: category.title,
      current: category.slug === currentSlug,
    })),
  ]
  return (
    <nav aria-label={text.categories}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={`${chip} ${link.current ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-brand-700 ring-slate-300 hover:bg-slate-50'}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
