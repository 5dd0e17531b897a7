/*
 * `npm run dataset:images`: draws the bundled dataset's made-up pictures: the product screens of
 * each module in English and in Spanish (scripts/dataset-images/screens.ts), the customers' logos
 * (logos.ts) and the portraits of the people quoted (people.ts). Each is drawn in Chromium with
 * Inter (the full font, @fontsource-variable/inter), saved as WebP in studio/dataset/images/ under
 * the name the Content Lake would give it (its SHA-1 and size), and listed on stdout with its alt
 * text as one JSON object a line: the dataset's documents then reference those files. A picture
 * drawn again the same comes out byte for byte the same, under the same name.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts'
import { page } from './dataset-images/html.ts'
import { logoCss, logoHtml, logos } from './dataset-images/logos.ts'
import { people, portraitSvg } from './dataset-images/people.ts'
import { screenCss, screens } from './dataset-images/screens.ts'

const root = path.resolve(import.meta.dirname, '..')
const imagesDir = path.join(root, 'studio', 'dataset', 'images')
const font = readFileSync(
  path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2'),
)
const fontUrl = `data:font/woff2;base64,${font.toString('base64')}`

/** Saves a picture under its Content Lake name, and says which file it is. */
async function save(webp: Buffer, record: Record<string, string>) {
  const { width, height } = await sharp(webp).metadata()
  const file = `${createHash('sha1').update(webp).digest('hex')}-${width}x${height}.webp`
  writeFileSync(path.join(imagesDir, file), webp)
  console.log(JSON.stringify({ ...record, file }))
}

async function draw(tab: Page, html: string, width: number, height: number, transparent = false) {
  await tab.setViewportSize({ width, height })
  await tab.setContent(html)
  await tab.evaluate(() => document.fonts.ready)
  return tab.screenshot({ omitBackground: transparent, type: 'png' })
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const tab = await browser.newPage({ deviceScaleFactor: 1 })
  for (const screen of screens) {
    for (const lang of ['en', 'es'] as const) {
      const png = await draw(tab, page(fontUrl, 1200, 800, screen.html(lang), screenCss), 1200, 800)
      await save(await sharp(png).webp({ quality: 82, effort: 6 }).toBuffer(), {
        kind: 'screen',
        key: screen.key,
        lang,
        alt: screen.alt[lang],
      })
    }
  }
  for (const logo of logos) {
    const png = await draw(tab, page(fontUrl, 720, 96, logoHtml(logo), logoCss), 720, 96, true)
    const trimmed = await sharp(png)
      .trim()
      .extend({ top: 8, bottom: 8, left: 8, right: 8, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .toBuffer()
    await save(await sharp(trimmed).webp({ quality: 90, alphaQuality: 90 }).toBuffer(), {
      kind: 'logo',
      key: logo.key,
      alt: logo.name,
    })
  }
  for (const person of people) {
    await save(
      await sharp(Buffer.from(portraitSvg(person)))
        .webp({ quality: 85 })
        .toBuffer(),
      {
        kind: 'portrait',
        key: person.key,
        alt: person.name,
      },
    )
  }
} finally {
  await browser.close()
}
