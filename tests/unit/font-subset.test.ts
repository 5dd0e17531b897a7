import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { coveredByInter, interSubsetPath, subsetInter } from '@/scripts/subset-inter'
import { loadBundledDataset } from '../support/dataset'

/*
 * The site preloads one subset of Inter (scripts/subset-inter.ts). A character outside it
 * would show in the fallback font, in the middle of a heading: the bundled content and the
 * pages' own text must stay inside it, and the committed file must be the subset it claims.
 */

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

const uncovered = (texts: string[]) =>
  [...new Set(texts.join(''))].filter((char) => !/\s/.test(char) && !coveredByInter(char))

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : []
  })

describe('the preloaded Inter subset', () => {
  it('has a glyph for every character of the bundled content', () => {
    expect(uncovered(loadBundledDataset().flatMap(strings))).toEqual([])
  })

  it("has a glyph for every character of the pages' and forms' own text, in every language", () => {
    const files = [
      ...sourceFiles(path.resolve('app')),
      ...sourceFiles(path.resolve('lib/forms')),
      ...sourceFiles(path.resolve('lib/i18n')),
      ...sourceFiles(path.resolve('lib/trust')),
      ...sourceFiles(path.resolve('lib/sections')),
      path.resolve('lib/site.ts'),
      path.resolve('lib/routes.ts'),
    ]
    expect(uncovered(files.map((file) => readFileSync(file, 'utf8')))).toEqual([])
  })

  it('is the file `npm run fonts` makes, and under half the size of the full Latin font', async () => {
    const committed = readFileSync(interSubsetPath)
    expect(committed.equals(await subsetInter()), 'run `npm run fonts` and commit the result').toBe(true)
    expect(committed.length).toBeLessThan(24 * 1024)
  })
})
