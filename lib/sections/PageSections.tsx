import { PageHeader } from '@/lib/components/PageHeader'
import type { Locale } from '@/lib/i18n/locales'
import { markdownInline } from '@/lib/markdown/escape'
import type { PageSection } from './registry'
import { viewOf } from './views'

/** The sections that, first on a page, hold its h1. */
const headingSections = new Set<string>(['heroSection', 'pageHeaderSection'])

/** Whether a page's first section holds its h1: else the page shows its title above the sections. */
const opensWithHeading = (sections: readonly PageSection[]) => headingSections.has(sections[0]?._type ?? '')

/**
 * A section's element id, which links may point at (/#faq): its key when staff or the dataset gave
 * it a readable one (letters and hyphens, as the bundled pages' are), else `section-<key>`, since
 * the Studio's random keys may start with a digit.
 */
const sectionId = (key: string) => (/^[a-z]+(?:-[a-z]+)*$/.test(key) ? key : `section-${key}`)

/** A page's headline, as its share card draws it: its opening section's heading, else its title. */
export function headlineOf(page: { title: string; sections: readonly PageSection[] }) {
  const [first] = page.sections
  return first && headingSections.has(first._type) && 'heading' in first && first.heading ? first.heading : page.title
}

/**
 * A page's visible sections in the order staff set (hidden ones never reach here: the query leaves
 * them out), under its title when no section opens it with one. Each is a server component; only an
 * interactive one (the carousel, the contact form) brings its own island of JavaScript.
 */
export function PageSections({
  title,
  intro,
  sections,
  locale,
  path,
}: {
  title: string
  intro?: string
  sections: PageSection[]
  locale: Locale
  path: string
}) {
  return (
    <>
      {opensWithHeading(sections) ? null : <PageHeader title={title} intro={intro} />}
      {sections.map((section, index) => {
        const { Component } = viewOf(section)
        return (
          <Component
            key={section._key}
            section={section}
            locale={locale}
            path={path}
            id={sectionId(section._key)}
            first={index === 0}
            ofType={sections.filter((other) => other._type === section._type)}
          />
        )
      })}
    </>
  )
}

/**
 * A page's Markdown copy: its sections one after the other, under its title and description. A
 * fixed page's title is the Studio's name for it ("Home"): its copy opens with its heading section's
 * heading instead, as the page does.
 */
export async function sectionsMarkdown(
  page: { title: string; seo: { description: string }; sections: PageSection[]; fixedPage?: string },
  locale: Locale,
) {
  const parts = await Promise.all(page.sections.map((section) => viewOf(section).markdown(section, locale)))
  const body = parts.filter(Boolean).join('\n\n')
  return page.fixedPage && opensWithHeading(page.sections)
    ? body.replace(/^## /, '# ')
    : `# ${markdownInline(page.title)}\n\n> ${markdownInline(page.seo.description)}\n\n${body}`
}
