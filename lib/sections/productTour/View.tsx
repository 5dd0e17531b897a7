import { absoluteUrl } from '@/lib/addresses'
import { CmsImage } from '@/lib/components/CmsImage'
import { Section, headingProps } from '@/lib/components/Section'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines, markdownUrl } from '../markdown-parts'
import type { Content } from './content'

/**
 * How many screens a row: three for 3 or 9, else two, and a lone last screen centred under its row
 * (a grid never ends with a gap beside one card, docs/design.md); one screen alone, at most 48 rem.
 */
function layoutOf(count: number) {
  if (count === 1) return { list: 'mx-auto max-w-3xl', item: '' }
  if (count % 3 === 0 && count % 2 !== 0) return { list: 'lg:grid-cols-3', item: '' }
  return { list: 'lg:grid-cols-2', item: 'lg:odd:last:col-span-2 lg:odd:last:mx-auto lg:odd:last:w-1/2' }
}

/**
 * The product module by module: each screen in a frame, under it the module's name and what it
 * helps with; one on a phone. The pictures load as they near the screen.
 */
export function View({ section, id }: SectionProps<Content>) {
  const layout = layoutOf(section.stops.length)
  return (
    <Section id={id} {...headingProps(section)}>
      <ul className={`grid gap-x-8 gap-y-12 ${layout.list}`}>
        {section.stops.map((stop) => (
          <li key={stop._key} className={layout.item}>
            <figure>
              <div className="rounded-2xl bg-slate-50 p-2 shadow-lg ring-1 shadow-brand-900/5 ring-slate-200">
                <CmsImage
                  image={stop.image}
                  width={1200}
                  aspectRatio={3 / 2}
                  sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
                  className="aspect-[3/2] w-full rounded-xl bg-sky-50"
                />
              </div>
              <figcaption className="mt-5 px-1">
                <h3 className="text-lg font-semibold text-brand-950">{stop.title}</h3>
                <p className="mt-1 text-base leading-7 text-slate-600">{stop.caption}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The heading, then each module's name, caption and screen. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    headingMarkdown(section),
    ...section.stops.map((stop) =>
      lines(
        `### ${inline(stop.title)}`,
        inline(stop.caption),
        `![${inline(stop.image.alt)}](${markdownUrl(absoluteUrl(stop.image.asset.url))})`,
      ),
    ),
  )
