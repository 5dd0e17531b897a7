import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { hotspotClass, isSanityCdnImage, sanityImageLoader } from '@/lib/content/image-url'
import type { SanityImage } from '@/lib/content'

/**
 * An image from the CMS as a plain, server-rendered <img> with a srcset (getImageProps: no
 * client JavaScript). From Sanity's CDN, each width is cropped there to the box's aspect ratio
 * around the hotspot, in AVIF or WebP; bundled images go through Next's optimizer and keep the
 * hotspot in view with an object-position class. While the image loads, its box shows the blurred
 * placeholder (Sanity's LQIP, a small data URL) as its background: the one inline style, no script.
 * `eager` is for the one image that may be the page's LCP.
 */
export function CmsImage({
  image,
  width,
  aspectRatio = image.asset.width / image.asset.height,
  sizes,
  eager = false,
  placeholder = true,
  className,
}: {
  image: SanityImage
  /** The widest the box is drawn, in CSS pixels. */
  width: number
  aspectRatio?: number
  /** How wide the box is at each viewport; leave out for a box of fixed width (then 1x and 2x). */
  sizes?: string
  eager?: boolean
  /** The blurred placeholder while it loads: off for a picture with transparent parts (a logo), which would show it through. */
  placeholder?: boolean
  className?: string
}) {
  const cdn = isSanityCdnImage(image)
  const { props } = getImageProps({
    src: image.asset.url,
    alt: image.alt,
    width,
    height: Math.round(width / aspectRatio),
    sizes,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    // On the CDN the crop is already centred on the hotspot; here, object-position keeps it in view.
    className: `object-cover ${cdn ? 'object-center' : hotspotClass(image)} ${className ?? ''}`.trim(),
    ...(cdn ? { loader: sanityImageLoader(image, aspectRatio) } : {}),
  })
  if (eager && props.srcSet) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  const lqip = placeholder ? image.asset.lqip : undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimized src, srcSet and alt
    <img
      {...props}
      className={lqip ? `${props.className} bg-cover bg-center` : props.className}
      style={lqip ? { backgroundImage: `url(${lqip})` } : undefined}
    />
  )
}
