import { CmsImage } from '@/lib/components/CmsImage'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** A testimonial: the words in large type, who said them, their role and photo. */
export function View({ section, id }: SectionProps<Content>) {
  return (
    <section id={id} className="bg-slate-50 py-20 sm:py-24">
      <div className={container}>
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="text-2xl leading-10 font-semibold text-balance text-brand-950 sm:text-3xl">
            <p>“{section.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            {section.photo ? (
              <CmsImage
                image={section.photo}
                width={56}
                aspectRatio={1}
                className="size-14 rounded-full bg-slate-200"
              />
            ) : null}
            <span className="text-left">
              <span className="block font-semibold text-slate-900">{section.name}</span>
              {section.role ? <span className="block text-sm text-slate-600">{section.role}</span> : null}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

/** The quote, then who said it and their role. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    `> ${inline(section.quote)}`,
    `— ${[section.name, section.role].flatMap((part) => (part ? [inline(part)] : [])).join(', ')}`,
  )
