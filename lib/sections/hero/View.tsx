import { CmsImage } from '@/lib/components/CmsImage'
import { CtaLink } from '@/lib/components/CtaLink'
import { Icon } from '@/lib/components/Icon'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import { ProductCarousel } from './ProductCarousel'
import type { Content } from './content'

/**
 * The top of a page: an eyebrow, the heading (the page's h1 when it opens the page, else an h2),
 * the text, the main and second buttons, a note, and beside them an image or a carousel of product screens.
 */
export function View({ section, locale, id, first }: SectionProps<Content>) {
  const visual =
    section.visual === 'carousel' && section.slides.length > 0 ? (
      <ProductCarousel label={section.carouselLabel ?? section.heading} slides={section.slides} locale={locale} />
    ) : section.visual === 'image' && section.image ? (
      <CmsImage
        image={section.image}
        width={1200}
        aspectRatio={3 / 2}
        sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, (min-width: 640px) 600px, 100vw"
        eager={first}
        className="aspect-[3/2] w-full rounded-2xl bg-slate-100 ring-1 ring-slate-200"
      />
    ) : undefined
  const Heading = first ? 'h1' : 'h2'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_10%,var(--color-brand-100),transparent),radial-gradient(40rem_25rem_at_0%_100%,var(--color-accent-50),transparent)]"
      />
      <div
        className={`${container} grid items-center gap-12 py-14 sm:py-20 ${visual ? 'lg:grid-cols-[1fr_1.1fr]' : ''} lg:gap-16 lg:py-24`}
      >
        <div className="max-w-xl">
          {section.eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
              <Icon name="activity" size={16} />
              {section.eyebrow}
            </p>
          ) : null}
          <Heading
            id={`${id}-title`}
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {section.heading}
          </Heading>
          <p className="mt-6 text-lg leading-8 text-slate-600">{section.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CtaLink cta={section.primary} locale={locale} className={`${buttonPrimary} ${buttonLarge}`}>
              <Icon name="arrow-right" size={18} />
            </CtaLink>
            {section.secondary ? (
              <CtaLink cta={section.secondary} locale={locale} className={`${buttonSecondary} ${buttonLarge}`} />
            ) : null}
          </div>
          {section.note ? <p className="mt-6 text-sm text-slate-600">{section.note}</p> : null}
        </div>
        {visual ? <div className="mx-auto w-full max-w-xl lg:max-w-none">{visual}</div> : null}
      </div>
    </section>
  )
}

/** The heading, the text, the buttons as links and the note. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    `## ${inline(section.heading)}`,
    section.text && inline(section.text),
    [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
    section.note && inline(section.note),
  )
