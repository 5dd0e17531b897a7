import { describe, expect, it } from 'vitest'
import { imageModel } from '@/lib/content/models'
import { createBundledReader } from '@/lib/content/sources/bundled'

/* The bundled dataset's images carry the blurred placeholder the Content Lake would give them. */

describe('blurred placeholders on the bundled dataset', () => {
  it('every image asset gets a small JPEG as a data URL, read through the same GROQ as on the Content Lake', async () => {
    const assets = (await createBundledReader().query(
      '*[_type == "sanity.imageAsset"]{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }',
      {},
    )) as { lqip?: string }[]
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      expect(asset.lqip).toMatch(/^data:image\/jpeg;base64,/)
      // Small enough to sit in the page: Sanity's are under a kilobyte or so too.
      expect(asset.lqip!.length).toBeLessThan(2_000)
    }
  })

  it('accepts only an image data URL as a placeholder, so nothing else reaches a style attribute', () => {
    const image = (lqip: string) => ({
      alt: 'A chart',
      asset: { _id: 'a', url: '/media/a.png', width: 2, height: 1, lqip },
    })
    expect(imageModel.safeParse(image('data:image/jpeg;base64,/9j/4AAQ')).success).toBe(true)
    expect(imageModel.safeParse(image('data:image/jpeg;base64,x);background:url(https://evil.example/')).success).toBe(
      false,
    )
  })
})
