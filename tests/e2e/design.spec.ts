import { expect, test } from './support/visitor'

/*
 * What only a browser shows of the pages' design (docs/design.md): a hero without a picture is
 * centred with its buttons in a row, running text keeps its measure, the home page shows its proof,
 * the Spanish pages show the product in Spanish, and the phone menu covers the page and holds the
 * keyboard. The rules themselves are tested where they are made (tests/unit, tests/components).
 */

test('a hero without a picture is centred, its buttons side by side', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/security')
  const hero = page.locator('main section').first()
  const heading = hero.getByRole('heading', { level: 1 })
  const box = (await heading.boundingBox())!
  expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(4)
  expect(await heading.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center')
  const buttons = await hero.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))
  expect(buttons).toHaveLength(2)
  expect(Math.abs(buttons[0]!.top - buttons[1]!.top)).toBeLessThan(1)
  // The row as a whole is centred under the heading.
  const row = { left: buttons[0]!.left, right: buttons[1]!.right }
  expect(Math.abs((row.left + row.right) / 2 - 720)).toBeLessThan(4)
})

/** Pages with running text of every kind: sections, articles, legal text, a case study, a manual, the forms. */
const textPages = [
  '/',
  '/features',
  '/security',
  '/accessibility',
  '/legal',
  '/search?q=clinic',
  '/resources',
  '/blog/switching-systems-90-day-rollout-plan',
  '/case-studies/riverside-emergency-wait-times',
  '/resources/nursing-station',
  '/es/security',
  '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
]

test('no paragraph of running text is wider than about 80 characters, at 1440 pixels', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const tooWide: string[] = []
  for (const path of textPages) {
    await page.goto(path)
    // A paragraph's characters a line: its width over the average width of its own characters, set on one line.
    const measures = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap'
      document.body.append(probe)
      const found: { text: string; characters: number }[] = []
      for (const paragraph of document.querySelectorAll<HTMLElement>('main p, main li')) {
        const text = (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim()
        // Running text: long enough to wrap, and a list item of words, not one holding blocks (a card, a result).
        if (text.length < 120 || !paragraph.checkVisibility()) continue
        if (paragraph.tagName === 'LI' && paragraph.querySelector('p, div, h2, h3, h4, figure, ul, ol')) continue
        const style = getComputedStyle(paragraph)
        probe.style.font = style.font
        probe.style.letterSpacing = style.letterSpacing
        probe.textContent = text
        const perCharacter = probe.getBoundingClientRect().width / text.length
        const width = paragraph.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        found.push({ text: text.slice(0, 50), characters: Math.round(width / perCharacter) })
      }
      probe.remove()
      return found
    })
    expect(measures.length, path).toBeGreaterThan(0)
    tooWide.push(
      ...measures.filter((each) => each.characters > 80).map((each) => `${path}: ${each.characters} “${each.text}…”`),
    )
  }
  expect(tooWide).toEqual([])
})

test('the home page shows named customers’ quotes and their logos; the Spanish one, the product in Spanish', async ({
  visitor: page,
}) => {
  await page.goto('/')
  const quotes = page.locator('main figure:has(blockquote)')
  expect(await quotes.count()).toBeGreaterThanOrEqual(2)
  for (const quote of await quotes.all()) {
    // Who said it: a name, then their role and organization.
    await expect(quote.locator('figcaption')).toHaveText(/\w+ \w+.*, .+/)
    await expect(quote.locator('blockquote')).toHaveText(/^“.{40,}”$/)
  }
  const logos = page.getByRole('region', { name: 'Trusted by hospitals, clinics and labs across the US' })
  await expect(logos.getByRole('img')).toHaveCount(6)
  for (const logo of await logos.getByRole('img').all()) expect(await logo.getAttribute('alt')).toBeTruthy()

  const screens = async () =>
    page
      .getByRole('region', { name: /screens|pantallas/i })
      .locator('img')
      .evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).src, image.getAttribute('alt')]))
  const english = await screens()
  await page.goto('/es')
  const spanish = await screens()
  expect(spanish).toHaveLength(english.length)
  expect(spanish[0]![1]).toMatch(/^Fila de consulta externa/)
  // Pictures of their own, not the English ones.
  for (const [source] of spanish) expect(english.map(([englishSource]) => englishSource)).not.toContain(source)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the open menu covers the page, its button is named “Close menu”, and the keyboard stays in it', async ({
    visitor: page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Main menu' })
    await expect(menu).toBeVisible()
    await expect(page.locator(':focus')).toHaveAccessibleName('Close menu')
    const box = (await menu.boundingBox())!
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844])
    // The page behind is inert: Tab walks the menu's controls, then the browser's own, then the menu's again.
    const reached = new Set<string>()
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press('Tab')
      reached.add(
        await page.evaluate(() =>
          document.activeElement === document.body
            ? 'the browser'
            : (document.activeElement?.closest('dialog')?.id ?? document.activeElement!.outerHTML.slice(0, 80)),
        ),
      )
    }
    expect([...reached].sort()).toEqual(['site-menu', 'the browser'])
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })
})
