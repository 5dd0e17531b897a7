import { expect, test } from '@playwright/test'
import { parseCsp } from '../../quality/routes'
import { e2e } from '../../support/servers'

/*
 * With a Sanity project, the blog's images come from Sanity's image CDN (the fake Content Lake
 * answers asset URLs as an import of the bundled dataset would have made them): each width of
 * the srcset cropped there around the hotspot to the box's shape, in the browser's best format;
 * and the public CSP allows exactly this project's images there. (The CDN itself is not reached.)
 */

const cdnImages = `https://cdn.sanity.io/images/${e2e.lake.projectId}/${e2e.lake.dataset}/`

test('an article’s images come from Sanity’s CDN, sized, cropped and in AVIF or WebP', async ({ request }) => {
  const response = await request.get('/blog/hipaa-basics-for-clinics-choosing-software')
  expect(response.status()).toBe(200)
  const html = await response.text()
  const cover = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)![0]
  const srcset = /srcSet="([^"]+)"/.exec(cover)![1]!.replace(/&amp;/g, '&')
  const candidates = srcset.split(', ').map((candidate) => {
    const [url, width] = candidate.split(' ')
    return { url: new URL(url!), width: Number(width!.replace('w', '')) }
  })
  expect(candidates.length).toBeGreaterThan(3)
  for (const { url, width } of candidates) {
    expect(url.href.startsWith(cdnImages), url.href).toBe(true)
    // The cover box is 2:1: a 1600 × 800 band out of the 1600 × 900 image, around the hotspot.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      w: String(width),
      h: String(Math.round(width / 2)),
      fit: 'crop',
      auto: 'format',
    })
    expect(url.searchParams.get('rect')).toBe('0,50,1600,800')
  }

  const csp = parseCsp(response.headers()['content-security-policy'])
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', cdnImages])
})
