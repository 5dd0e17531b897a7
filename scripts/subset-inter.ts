/*
 * `npm run fonts`: writes app/fonts/inter-latin-400-700.woff2, the one font the site preloads.
 *
 * Fontsource's Latin Inter (the whole 100–900 weight axis, every OpenType alternate) is 47 KiB,
 * and every page preloads it on the critical path. The site sets text in weights 400 to 700
 * only and uses no stylistic alternates, so this keeps the weight axis at 400–700 and the
 * characters below (ASCII, Latin-1 for names such as "José" or "Zoë" and for the Spanish of
 * lib/i18n: á é í ó ú ñ ü ¿ ¡, typographic punctuation, currency, arrows), without the glyphs
 * only alternates reach. Any other character still shows, in the fallback system font. Kerning
 * and the variable weights are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

export const INTER_WEIGHTS = { min: 400, max: 700 }

/** Code point ranges, inclusive. */
export const INTER_RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1 Supplement
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
]

const source = path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  '@fontsource-variable',
  'inter',
  'files',
  'inter-latin-wght-normal.woff2',
)
export const interSubsetPath = path.join(import.meta.dirname, '..', 'app', 'fonts', 'inter-latin-400-700.woff2')

export const coveredByInter = (char: string) =>
  INTER_RANGES.some(([first, last]) => char.codePointAt(0)! >= first && char.codePointAt(0)! <= last)

export async function subsetInter(): Promise<Buffer> {
  const text = INTER_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('')
  return subsetFont(readFileSync(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
    noLayoutClosure: true,
  })
}

if (import.meta.main) {
  const font = await subsetInter()
  writeFileSync(interSubsetPath, font)
  console.log(
    `${path.relative(process.cwd(), interSubsetPath)}: ${(font.length / 1024).toFixed(1)} KiB (from ${(readFileSync(source).length / 1024).toFixed(1)} KiB)`,
  )
}
