import { CmsImage } from '@/lib/components/CmsImage'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/**
 * The customers' (or certifications') logos under a short heading: a grid of equal cells, each
 * logo as tall as its neighbours and centred in its cell, so that wide and narrow marks read as
 * one row. Each is named for screen readers by its alternative text.
 */
export function View({ section, id }: SectionProps<Content>) {
  const columns = section.logos.length % 3 === 0 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4'
  return (
    <section
      id={id}
      aria-labelledby={section.heading ? `${id}-title` : undefined}
      className="border-y border-slate-100 bg-white py-14 sm:py-16"
    >
      <div className={container}>
        {section.heading ? (
          <h2 id={`${id}-title`} className="mx-auto max-w-2xl text-center text-base font-semibold text-slate-700">
            {section.heading}
          </h2>
        ) : null}
        <ul className={`mx-auto mt-10 grid max-w-5xl grid-cols-1 items-center gap-x-12 gap-y-8 ${columns}`}>
          {section.logos.map((logo) => (
            <li key={logo._key} className="flex h-12 items-center justify-center">
              <CmsImage
                image={logo}
                width={Math.round((logo.asset.width / logo.asset.height) * 36)}
                placeholder={false}
                className="h-9 w-auto max-w-full object-contain opacity-90"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The heading, then the logos' names as a list. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    section.heading && `## ${inline(section.heading)}`,
    section.logos.map((logo) => `- ${inline(logo.alt)}`).join('\n'),
  )
