import { CmsImage } from '@/lib/components/CmsImage'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** A row of logos, each named for screen readers by its alternative text. */
export function View({ section, id }: SectionProps<Content>) {
  return (
    <section id={id} aria-labelledby={section.heading ? `${id}-title` : undefined} className="bg-white py-16">
      <div className={container}>
        {section.heading ? (
          <h2 id={`${id}-title`} className="text-center text-base font-semibold text-slate-700">
            {section.heading}
          </h2>
        ) : null}
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
          {section.logos.map((logo) => (
            <li key={logo._key}>
              <CmsImage
                image={logo}
                width={160}
                aspectRatio={logo.asset.width / logo.asset.height}
                className="h-10 w-auto object-contain"
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
