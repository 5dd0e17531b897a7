import { RichText } from '@/app/_components/RichText'
import { container } from '@/app/_components/ui'
import { headingsOf } from '@/lib/blog/text'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { SectionProps, SectionView } from '../define'
import { lines } from '../markdown'
import type { SectionOf } from '../registry'

type RichTextSection = SectionOf<'richTextSection'>

/** Text as an article's body is drawn: headings with anchors, lists, links, images, quotes, callouts. */
function RichTextSectionView({ section, id }: SectionProps<RichTextSection>) {
  return (
    <section aria-labelledby={section.heading ? `${id}-title` : undefined} className="bg-white py-16 sm:py-20">
      <div className={`${container} max-w-3xl`}>
        {section.heading ? (
          <h2 id={`${id}-title`} className="mb-8 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            {section.heading}
          </h2>
        ) : null}
        <RichText value={section.body} headings={headingsOf(section.body)} />
      </div>
    </section>
  )
}

export const richText: SectionView<RichTextSection> = {
  Component: RichTextSectionView,
  markdown: (section) => lines(section.heading && `## ${section.heading}`, portableTextMarkdown(section.body)),
}
