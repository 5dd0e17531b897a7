import type { Slide } from './content'
import type { CarouselSlide } from './Carousel'
import { CarouselIsland } from '../islands'
import { CmsImage } from '@/lib/components/CmsImage'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'

/*
 * The home page's product screens, from the CMS. Each image is a server-rendered <img> with a
 * srcset (CmsImage: next/image's <Image> is a client component and would add JavaScript to the
 * page), cropped to the 3:2 box around the editor's hotspot. Only the first slide loads eagerly
 * (preloaded, high priority); the others are lazy, and the Carousel keeps them unloaded until the
 * page has loaded.
 */

const width = 1200
const aspectRatio = 3 / 2
const sizes = '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, (min-width: 640px) 600px, 100vw'

export function ProductCarousel({ label, slides, locale }: { label: string; slides: Slide[]; locale: Locale }) {
  const carouselSlides: CarouselSlide[] = slides.map((slide, index) => ({
    title: slide.title,
    content: (
      <figure className="rounded-2xl bg-white p-2 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200">
        <div className="aspect-[3/2] rounded-xl bg-sky-100">
          <CmsImage
            image={slide.image}
            width={width}
            aspectRatio={aspectRatio}
            sizes={sizes}
            eager={index === 0}
            className="size-full rounded-xl"
          />
        </div>
        <figcaption className="px-3 pt-3 pb-2 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{slide.title}.</span> {slide.caption}
        </figcaption>
      </figure>
    ),
  }))

  return <CarouselIsland label={label} slides={carouselSlides} text={siteText(locale).carousel} />
}
