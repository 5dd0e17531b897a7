import { expect, test, type Page } from '@playwright/test'
import { CAROUSEL_INTERVAL_MS } from '@/lib/sections/hero/Carousel'

/*
 * The largest paint as a phone visitor gets it. The web font arrives late (as on a slow
 * connection) and the visitor then reads the hero while the carousel advances: no later slide
 * may become a newer, larger LCP, and nothing may move. The carousel's timer runs on Playwright's
 * clock, so ten seconds pass at once.
 */

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })

/** A largest paint: its picture's alt text (null for words), its size, and the section it is in. */
type Paint = { alt: string | null; size: number; section: string | null }

async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const paints: { alt: string | null; size: number; section: string | null }[] = []
    const shifts: number[] = []
    const keepPaints = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { element: Element | null; size: number })[]) {
        paints.push({
          alt: entry.element?.getAttribute('alt') ?? null,
          size: entry.size,
          section: entry.element?.closest('section')?.id ?? null,
        })
      }
    }
    const largest = new PerformanceObserver((list) => keepPaints(list.getEntries()))
    largest.observe({ type: 'largest-contentful-paint', buffered: true })
    // What the browser has recorded but not yet handed to the observer, taken when asked.
    const flush = () => keepPaints(largest.takeRecords())
    Object.assign(window, { __paints: paints, __shifts: shifts, __flushPaints: flush })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  type Observed = { __paints: Paint[]; __shifts: number[]; __flushPaints: () => void }
  return {
    paints: () =>
      page.evaluate(() => {
        ;(window as unknown as Observed).__flushPaints()
        return (window as unknown as Observed).__paints
      }),
    layoutShift: () =>
      page.evaluate(() => (window as unknown as Observed).__shifts.reduce((sum, value) => sum + value, 0)),
  }
}

/**
 * Returns once the browser has drawn what the page shows now: a screenshot waits for a new frame
 * (the page's own animation frames run on Playwright's clock here, so they cannot tell).
 */
const drawn = (page: Page) => page.screenshot({ type: 'jpeg', quality: 10, scale: 'css' })

test('on /, the hero’s largest paint stays the largest while the carousel advances, and nothing moves', async ({
  page,
}) => {
  // The font comes after the page has drawn itself, as over a slow phone connection.
  let sendFont!: () => void
  const fontHeld = new Promise<void>((resolve) => (sendFont = resolve))
  await page.route('**/*.woff2', async (route) => {
    await fontHeld
    await route.continue()
  })
  await page.clock.install()
  const observed = await observePaints(page)
  // Not 'load', which waits for the preloaded font.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect
    .poll(async () => (await observed.paints()).length, { message: 'a paint before the font' })
    .toBeGreaterThan(0)
  sendFont()
  await page.waitForLoadState('load')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await drawn(page)

  const firstSlide = await page.getByRole('group', { name: '1 of 3' }).locator('img').getAttribute('alt')
  const before = await observed.paints()
  // The hero's largest part in view: its first slide, or on a phone, where its buttons stack and
  // the picture starts low in the screen, its words above it; never anything later.
  expect(before.at(-1)?.section, 'the largest paint is the hero’s').toBe('hero')
  expect([firstSlide, null], 'the largest paint is the first slide or the hero’s words').toContain(
    before.at(-1)?.alt ?? null,
  )

  for (const slide of ['2 of 3', '3 of 3']) {
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100)
    await expect(page.getByRole('group', { name: slide })).not.toHaveAttribute('inert')
    await expect(page.getByRole('group', { name: slide }).locator('img')).toBeVisible()
    await drawn(page)
  }
  expect(await observed.paints(), 'no later slide becomes the largest paint').toEqual(before)
  expect(await observed.layoutShift()).toBe(0)
})

test('a blog list loads its first cover at once, with high priority, and the others lazily', async ({ page }) => {
  for (const path of ['/blog', '/blog/category/clinic-operations']) {
    await page.goto(path)
    const covers = page.getByRole('main').getByRole('article').locator('img')
    await expect(covers.first()).toHaveAttribute('loading', 'eager')
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high')
    const count = await covers.count()
    for (let index = 1; index < count; index++) await expect(covers.nth(index)).toHaveAttribute('loading', 'lazy')
  }
})

test('an article’s cover loads at once; its related articles’ covers lazily', async ({ page }) => {
  await page.goto('/blog/switching-systems-90-day-rollout-plan')
  const cover = page.getByRole('main').locator('img').first()
  await expect(cover).toHaveAttribute('loading', 'eager')
  await expect(cover).toHaveAttribute('fetchpriority', 'high')
  const related = page.getByRole('region', { name: /^More on / }).locator('img')
  expect(await related.count()).toBeGreaterThan(0)
  for (let index = 0; index < (await related.count()); index++) {
    await expect(related.nth(index)).toHaveAttribute('loading', 'lazy')
  }
})

test('a CMS image shows its blurred placeholder while it loads, with no script and nothing moving', async ({
  page,
}) => {
  // The images themselves never arrive: what shows is the placeholder, in a box of the image's size.
  await page.route('**/_next/image**', (route) => route.abort())
  await page.goto('/blog')
  const covers = page.getByRole('main').getByRole('article').locator('img')
  expect(await covers.count()).toBeGreaterThan(0)
  for (let index = 0; index < (await covers.count()); index++) {
    await expect(covers.nth(index)).toHaveCSS('background-image', /^url\("data:image\/jpeg;base64,/)
    const box = await covers.nth(index).boundingBox()
    expect(box!.height).toBeGreaterThan(100)
  }
})
