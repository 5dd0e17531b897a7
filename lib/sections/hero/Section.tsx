import { CmsImage } from '@/app/_components/CmsImage'
import { Hero } from '@/app/_components/Hero'
import { ProductCarousel } from '@/app/_components/ProductCarousel'
import { getHomePage } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionOf } from '../registry'
import type { SectionProps, SectionView } from '../define'
import { ctaMarkdown, lines } from '../markdown'

type Hero = SectionOf<'heroSection'>

/** The hero: the page's h1 when it opens the page; beside it an image, or the home page's product carousel. */
function HeroSection({ section, locale, id, first }: SectionProps<Hero>) {
  const visual =
    section.visual === 'carousel' ? (
      <Carousel locale={locale} />
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

/** The product screens, as the home page shows them (its slides and their label). */
async function Carousel({ locale }: { locale: Locale }) {
  const home = await getHomePage(locale)
  return <ProductCarousel label={home.carouselLabel} slides={home.slides} locale={locale} />
}

export const hero: SectionView<Hero> = {
  Component: HeroSection,
  markdown: (section, locale) =>
    lines(
      `## ${section.heading}`,
      section.text,
      [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
      section.note,
    ),
}
