import type { Locale } from '@/lib/i18n/locales'
import type { PageSection } from './registry'
import { viewOf } from './views'

/**
 * A page's visible sections in the order staff set (hidden ones never reach here: the query leaves
 * them out). Each is a server component; only an interactive one (the carousel, the contact form)
 * brings its own island of JavaScript.
 */
export function PageSections({ sections, locale, path }: { sections: PageSection[]; locale: Locale; path: string }) {
  return sections.map((section, index) => {
    const { Component } = viewOf(section)
    return (
      <Component
        key={section._key}
        section={section}
        locale={locale}
        path={path}
        id={`section-${section._key}`}
        first={index === 0}
      />
    )
  })
}

/** A page's sections as Markdown, one after the other. */
export async function sectionsMarkdown(sections: PageSection[], locale: Locale) {
  const parts = await Promise.all(sections.map((section) => viewOf(section).markdown(section, locale)))
  return parts.filter(Boolean).join('\n\n')
}
