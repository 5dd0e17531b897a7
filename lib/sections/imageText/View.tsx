import { absoluteUrl } from '@/lib/addresses'
import { CmsImage } from '@/lib/components/CmsImage'
import { CtaLink } from '@/lib/components/CtaLink'
import { SideHeading } from '@/lib/components/Section'
import { buttonSecondary } from '@/lib/components/buttons'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, inline, lines, markdownUrl } from '../markdown-parts'
import type { Content } from './content'

/** A picture beside a heading, a paragraph and an optional link; the picture on the side staff chose. */
export function View({ section, locale, id, first }: SectionProps<Content>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className={section.imageSide === 'left' ? 'lg:order-2' : undefined}>
          <SideHeading id={id} {...section} />
          <p className="mt-4 text-base leading-7 text-slate-600">{section.text}</p>
          {section.cta ? (
            <p className="mt-8">
              <CtaLink cta={section.cta} locale={locale} className={buttonSecondary} />
            </p>
          ) : null}
        </div>
        <CmsImage
          image={section.image}
          width={720}
          aspectRatio={4 / 3}
          sizes="(min-width: 1024px) 50vw, 100vw"
          eager={first}
          className="aspect-[4/3] w-full rounded-2xl bg-slate-100 ring-1 ring-slate-200"
        />
      </div>
    </section>
  )
}

/** The heading, the text, the picture and the link. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    headingMarkdown(section),
    inline(section.text),
    `![${inline(section.image.alt)}](${markdownUrl(absoluteUrl(section.image.asset.url))})`,
    ctaMarkdown(section.cta, locale),
  )
