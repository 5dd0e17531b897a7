import { CmsImage } from '@/lib/components/CmsImage'
import type { SectionProps } from '../define'
import type { Content } from './content'
import { Hero } from './Hero'
import { ProductCarousel } from './ProductCarousel'

/** The hero: the page's h1 when it opens the page; beside it an image, or a carousel of product screens. */
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
      locale={locale}
    />
  )
}
