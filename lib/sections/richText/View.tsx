import { RichText } from '@/lib/components/RichText'
import { container } from '@/lib/components/ui'
import { headingsOf } from '@/lib/content/rich-text'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { SectionProps, SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/**
 * Its headings' anchors, under the section's id: two sections with the same sub-heading, or one
 * called "Main content" (the skip link's target), would otherwise repeat an id of the page.
 */
const headingsIn = (section: Content, id: string) =>
  new Map([...headingsOf(section.body)].map(([key, heading]) => [key, { ...heading, id: `${id}-${heading.id}` }]))

/** Text as an article's body is drawn: headings with anchors, lists, links, images, quotes, callouts. */
export function View({ section, locale, id }: SectionProps<Content>) {
  return (
    <section id={id} aria-labelledby={section.heading ? `${id}-title` : undefined} className="bg-white py-16 sm:py-20">
      {/* The column centred in the page, as the headings around it are; its text keeps its measure. */}
      <div className={container}>
        <div className="mx-auto max-w-2xl">
          {section.heading ? (
            <h2 id={`${id}-title`} className="mb-8 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              {section.heading}
            </h2>
          ) : null}
          <RichText value={section.body} locale={locale} headings={headingsIn(section, id)} />
        </div>
      </div>
    </section>
  )
}

/** The heading, then the text as Markdown. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(section.heading && `## ${inline(section.heading)}`, portableTextMarkdown(section.body, locale))
