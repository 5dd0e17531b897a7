import { createImageUrlBuilder } from '@sanity/image-url'
import type { ImageLoader } from 'next/image'
import type { SanityImage } from './models'

/*
 * Image URLs. On Sanity's CDN, each width next/image asks for becomes an image-url URL:
 * cropped to the editor's crop and hotspot at the box's aspect ratio, in AVIF or WebP as the
 * browser accepts (auto=format). Bundled images (served by app/media) go through next/image's
 * own optimizer, which resizes and converts them; their hotspot becomes the CSS object-position.
 */

export const isSanityCdnImage = (image: SanityImage) => image.asset.url.startsWith('https://cdn.sanity.io/')

/** A next/image loader for one Sanity image shown in a box of the given aspect ratio (width / height). */
export function sanityImageLoader(image: SanityImage, aspectRatio: number): ImageLoader {
  // The asset's URL names the project and dataset, so the builder needs no client.
  const [, projectId, dataset] = new URL(image.asset.url).pathname.split('/').slice(1)
  const builder = createImageUrlBuilder({ projectId: projectId!, dataset: dataset! })
  return ({ width, quality }) =>
    builder
      .image({ asset: { _ref: image.asset._id }, crop: image.crop, hotspot: image.hotspot })
      .width(width)
      .height(Math.round(width / aspectRatio))
      .fit('crop')
      .auto('format')
      .quality(quality ?? 75)
      .url()
}

/*
 * The object-position class that keeps the hotspot in view when the image is cropped by
 * `object-fit: cover`: the nearest of nine positions (a class, as pages carry no inline styles).
 * Literal class names, for Tailwind.
 */
const positions = [
  ['object-left-top', 'object-top', 'object-right-top'],
  ['object-left', 'object-center', 'object-right'],
  ['object-left-bottom', 'object-bottom', 'object-right-bottom'],
] as const

const third = (fraction: number) => (fraction < 1 / 3 ? 0 : fraction > 2 / 3 ? 2 : 1)

export const hotspotClass = (image: SanityImage) =>
  image.hotspot ? positions[third(image.hotspot.y)][third(image.hotspot.x)] : 'object-center'

/** The size of a share card (Open Graph, Twitter), as the site's own drawn card. */
const shareCardSize = { width: 1200, height: 630 } as const

/**
 * A CMS image as a page's share card: on Sanity's CDN, cropped to 1200×630 around the hotspot;
 * a bundled image as its file (served by app/media), whole.
 */
export function shareImageOf(image: SanityImage) {
  const { width, height } = shareCardSize
  if (isSanityCdnImage(image)) {
    const url = sanityImageLoader(image, width / height)({ src: image.asset.url, width })
    return { url, width, height, alt: image.alt }
  }
  return { url: image.asset.url, width: image.asset.width, height: image.asset.height, alt: image.alt }
}
