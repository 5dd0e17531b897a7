import { CmsImage } from '@/lib/components/CmsImage'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { Icon } from '@/lib/components/Icon'
import { container, gridColumnsFor } from '@/lib/components/ui'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content, Testimonial } from './content'

/** Who said it: their photo, name, and role at their organization. */
function Person({ testimonial, large, className }: { testimonial: Testimonial; large: boolean; className: string }) {
  return (
    <figcaption className={`flex items-center gap-4 ${large ? 'justify-center' : ''} ${className}`}>
      {testimonial.photo ? (
        <CmsImage
          image={testimonial.photo}
          width={large ? 64 : 48}
          aspectRatio={1}
          className={`${large ? 'size-16' : 'size-12'} shrink-0 rounded-full bg-slate-200 ring-2 ring-white`}
        />
      ) : null}
      <span className="text-left">
        <span className="block font-semibold text-brand-950">{testimonial.name}</span>
        <span className="block text-sm leading-6 text-slate-600">
          {testimonial.role}, {testimonial.organization}
        </span>
      </span>
    </figcaption>
  )
}

/**
 * Customers' words with their names: one large and centred, or several as cards side by side.
 * Each is a figure whose caption names the person, their role and organization.
 */
export function View({ section, id }: SectionProps<Content>) {
  const [only] = section.testimonials
  const single = section.testimonials.length === 1 && only
  return (
    <section
      id={id}
      aria-labelledby={section.heading ? `${id}-title` : undefined}
      className="bg-slate-50 py-20 sm:py-24"
    >
      <div className={container}>
        {section.heading ? (
          <div className="mx-auto mb-14 max-w-2xl text-center">
            <Eyebrow>{section.eyebrow}</Eyebrow>
            <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              {section.heading}
            </h2>
            {section.intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{section.intro}</p> : null}
          </div>
        ) : null}
        {single ? (
          <figure className="mx-auto max-w-3xl text-center">
            <Icon name="quote" size={40} className="mx-auto text-accent-600" />
            <blockquote className="mt-6 text-2xl leading-10 font-semibold text-balance text-brand-950 sm:text-3xl sm:leading-[1.35]">
              <p>“{single.quote}”</p>
            </blockquote>
            <Person testimonial={single} large className="mt-8" />
          </figure>
        ) : (
          <ul className={`grid gap-6 ${gridColumnsFor(section.testimonials.length)}`}>
            {section.testimonials.map((testimonial) => (
              <li key={testimonial._key} className="flex">
                <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
                  <Icon name="quote" size={28} className="text-accent-600" />
                  <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-800">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <Person testimonial={testimonial} large={false} className="mt-6 border-t border-slate-100 pt-6" />
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

/** The heading, then each quote with who said it. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    section.heading && headingMarkdown({ ...section, heading: section.heading }),
    ...section.testimonials.map(
      (testimonial) =>
        `> ${inline(testimonial.quote)}\n>\n> — ${inline(testimonial.name)}, ${inline(testimonial.role)}, ${inline(testimonial.organization)}`,
    ),
  )
