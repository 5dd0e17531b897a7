import { PageHeader } from '@/lib/components/PageHeader'
import type { Locale } from '@/lib/i18n/locales'
import { opensWithHeading, type PageSection } from './registry'
import { viewOf } from './views'

/**
 * A section's element id, which links may point at (/#faq): its key when staff or the dataset gave
 * it a readable one (letters and hyphens, as the bundled pages' are), else `section-<key>`, since
 * the Studio's random keys may start with a digit.
 */
const sectionId = (key: string) => (/^[a-z]+(?:-[a-z]+)*$/.test(key) ? key : `section-${key}`)

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
        const { View } = viewOf(section)
        return (
          <View
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
