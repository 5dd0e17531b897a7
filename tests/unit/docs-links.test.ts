import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The README is the front door and docs/ holds the topics: every relative link between them must
 * lead to a file that exists and, when it names a heading, to a heading that exists.
 */
const documents = ['README.md', ...readdirSync('docs').map((name) => path.join('docs', name))]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const headings = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchor(line.replace(/^#+ /, ''))),
  )

function relativeLinks(file: string) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target))
}

describe('the documentation’s links', () => {
  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinks(file).filter((link) => {
      const [target = '', hash] = link.split('#')
      const resolved = target ? path.join(path.dirname(file), target) : file
      if (!existsSync(resolved)) return true
      return hash !== undefined && resolved.endsWith('.md') && !headings(resolved).has(hash)
    })
    expect(broken).toEqual([])
  })

  it('the README links every document in docs/', () => {
    const linked = new Set(relativeLinks('README.md').map((link) => path.normalize(link.split('#')[0]!)))
    expect(documents.filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([])
  })

  it('the README stays a front door of at most 150 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150)
  })
})
