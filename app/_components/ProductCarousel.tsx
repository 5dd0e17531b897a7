import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { Carousel, type CarouselSlide } from './Carousel'

/*
 * The home page's three product screens. Images go through Next's image optimizer via
 * getImageProps, which renders a plain <img> from the server: next/image's <Image> is a
 * client component and would add JavaScript to the page. Only the first slide loads
 * eagerly (preloaded, high priority); the others are lazy, and the Carousel keeps them unloaded
 * until the page has loaded.
 */

const slides = [
  {
    src: '/images/slide-patient-queue.webp',
    title: 'Patient queue',
    alt: 'MediCore out-patient queue: 12 patients waiting, 5 in consultation, an average wait of 14 minutes, and a list of the next patients with their department, clinician and status.',
    caption: 'See every waiting room at a glance, from check-in to consultation.',
  },
  {
    src: '/images/slide-lab-turnaround.webp',
    title: 'Lab turnaround',
    alt: 'MediCore lab dashboard: median turnaround falling from 4.1 to 3.4 hours over 12 weeks, with turnaround by test type and the day’s pending and critical results.',
    caption: 'Track lab turnaround by test and act on delays before they reach the ward.',
  },
  {
    src: '/images/slide-pharmacy-stock.webp',
    title: 'Pharmacy stock',
    alt: 'MediCore pharmacy stock screen: a search by generic name and a table of drugs with stock levels, two of them flagged for reorder or low stock.',
    caption: 'Search drugs by generic name and reorder before stock runs out.',
  },
] as const

const width = 1200
const height = 800
const sizes = '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, (min-width: 640px) 600px, 100vw'

export function ProductCarousel() {
  const carouselSlides: CarouselSlide[] = slides.map((slide, index) => {
    const first = index === 0
    const { props: imageProps } = getImageProps({
      src: slide.src,
      alt: slide.alt,
      width,
      height,
      sizes,
      loading: first ? 'eager' : 'lazy',
      fetchPriority: first ? 'high' : undefined,
      className: 'size-full rounded-xl',
    })
    // No inline style attribute (next/image sets color: transparent), so a strict style-src CSP holds.
    const props = { ...imageProps, style: undefined }
    if (first && props.srcSet) {
      preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
    }
    return {
      title: slide.title,
      content: (
        <figure className="rounded-2xl bg-white p-2 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200">
          <div className="aspect-[3/2] rounded-xl bg-sky-100">
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimized src, srcSet and alt */}
            <img {...props} />
          </div>
          <figcaption className="px-3 pt-3 pb-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{slide.title}.</span> {slide.caption}
          </figcaption>
        </figure>
      ),
    }
  })

  return <Carousel label="MediCore product screens" slides={carouselSlides} />
}
