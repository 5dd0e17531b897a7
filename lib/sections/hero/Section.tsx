import { CmsImage } from '@/lib/components/CmsImage'
import { Hero } from '@/lib/sections/hero/Hero'
import { ProductCarousel } from '@/lib/sections/hero/ProductCarousel'
import type { SectionOf } from '../registry'
import type { SectionProps, SectionView } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown'

type Hero = SectionOf<'heroSection'>

/** The hero: the page's h1 when it opens the page; beside it an image, or a carousel of product screens. */
function HeroSection({ section, locale, id, first }: SectionProps<Hero>) {
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
  return (
    <Hero
      id={id}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.text}
      primary={section.primary}
      secondary={section.secondary}
      note={section.note}
      level={first ? 1 : 2}
      visual={visual}
    />
  )
}

export const hero: SectionView<Hero> = {
  Component: HeroSection,
  markdown: (section, locale) =>
    lines(
      `## ${inline(section.heading)}`,
      section.text && inline(section.text),
      [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
      section.note && inline(section.note),
    ),
}
