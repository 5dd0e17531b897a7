import { CmsImage } from '@/lib/components/CmsImage'
import { CtaLink } from '@/lib/components/CtaLink'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { Icon } from '@/lib/components/Icon'
import { buttonLarge, buttonPrimary, buttonRow, buttonSecondary } from '@/lib/components/buttons'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import { ProductCarousel } from './ProductCarousel'
import type { Content } from './content'

/**
 * The top of a page: an eyebrow, the heading (the page's h1 when it opens the page, else an h2),
 * the text, the main and second buttons, a note, and beside them an image or a carousel of product screens.
 * Without a picture the words are centred, their buttons in a row under them: a half-empty screen
 * looks unfinished (docs/design.md).
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
  const centred = !visual
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${
          centred
            ? 'bg-[radial-gradient(45rem_28rem_at_50%_0%,var(--color-brand-100),transparent),radial-gradient(30rem_20rem_at_90%_100%,var(--color-accent-50),transparent)]'
            : 'bg-[radial-gradient(50rem_30rem_at_85%_10%,var(--color-brand-100),transparent),radial-gradient(40rem_25rem_at_0%_100%,var(--color-accent-50),transparent)]'
        }`}
      />
      <div
        className={`${container} grid items-center gap-12 py-14 sm:py-20 ${visual ? 'lg:grid-cols-[1fr_1.1fr]' : ''} lg:gap-16 lg:py-24`}
      >
        <div className={centred ? 'mx-auto max-w-3xl text-center' : 'max-w-xl'}>
          <Eyebrow>{section.eyebrow}</Eyebrow>
          <Heading
            id={`${id}-title`}
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {section.heading}
          </Heading>
          <p className={`mt-6 text-lg leading-8 text-pretty text-slate-600 ${centred ? 'mx-auto max-w-2xl' : ''}`}>
            {section.text}
          </p>
          <div className={`mt-8 ${buttonRow} ${centred ? 'sm:justify-center' : ''}`}>
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
