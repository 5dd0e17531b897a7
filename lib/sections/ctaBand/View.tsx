import { CtaLink } from '@/lib/components/CtaLink'
import { buttonGhostOnDark, buttonLarge, buttonOnDark, container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** A dark call-to-action band: a heading, a line of copy, a main action and a second one. */
export function View({ section, locale, id }: SectionProps<Content>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-16 text-center shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_120%_-20%,rgba(20,184,166,0.35),transparent),radial-gradient(40rem_25rem_at_-10%_120%,rgba(26,122,224,0.45),transparent)]"
          />
          <h2 id={`${id}-title`} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {section.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">{section.text}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
            <CtaLink cta={section.primary} locale={locale} className={`${buttonOnDark} ${buttonLarge}`} />
            <CtaLink cta={section.secondary} locale={locale} className={`${buttonGhostOnDark} ${buttonLarge}`} />
          </div>
        </div>
      </div>
    </section>
  )
}

/** The heading, the sentence and the two buttons as links. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    `## ${inline(section.heading)}`,
    inline(section.text),
    `${ctaMarkdown(section.primary, locale)} · ${ctaMarkdown(section.secondary, locale)}`,
  )
