import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The message catalogues stay on the server: a client component is given the words it shows as
 * props (lib/i18n/messages/index.ts). This follows every module a 'use client' file loads, static
 * and dynamic imports alike (the lazily loaded zod schemas too), and fails if one of them is a
 * catalogue: the whole of it would ship to the browser. Type-only imports are erased, so they may;
 * a 'use server' module reaches the browser as references to its actions only, so it is not followed.
 */

const root = path.resolve('.')
const catalogues = path.join(root, 'lib/i18n/messages')
/** The trust center's words, a catalogue of both languages too. */
const trustCatalogue = path.join(root, 'lib/trust/text.ts')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : []
  })

const directive = (name: string) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/\\s*)*['"]${name}['"]`)
const isClient = (source: string) => directive('use client').test(source)
const isServerActions = (source: string) => directive('use server').test(source)

/** The specifiers a module loads at run time: `import … from`, `export … from`, `import(…)`; not `import type`. */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = []
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
    if (!match[2]) specifiers.push(match[3]!)
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1]!)
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!)
  return specifiers
}

/** A specifier as a file of the project, or undefined for a package. */
function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  return candidates.find((file) => existsSync(file) && /\.tsx?$/.test(file))
}

/** The chain of modules from `start` to a catalogue, or undefined when none is reached. */
function pathToCatalogue(start: string): string[] | undefined {
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (file.startsWith(catalogues) || file === trustCatalogue) return [...chain, file]
    if (seen.has(file)) return undefined
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    if (chain.length > 0 && isServerActions(source)) return undefined
    for (const specifier of runtimeImports(source)) {
      const next = resolve(specifier, file)
      const found = next && walk(next, [...chain, file])
      if (found) return found
    }
    return undefined
  }
  return walk(start, [])
}

const clientFiles = ['app', 'lib']
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => isClient(readFileSync(file, 'utf8')))

describe('the message catalogues', () => {
  it('are found by this check (it reads the imports it should)', () => {
    expect(clientFiles.map((file) => path.relative(root, file))).toContain(
      'app/[locale]/users/_components/SignInForm.tsx',
    )
    const server = path.join(root, 'app/[locale]/users/_components/SignInCard.tsx')
    expect(pathToCatalogue(server)?.map((file) => path.relative(root, file))).toEqual([
      'app/[locale]/users/_components/SignInCard.tsx',
      'lib/i18n/messages/index.ts',
    ])
  })

  it("never reach a 'use client' file's modules", () => {
    const leaks = clientFiles
      .map((file) =>
        pathToCatalogue(file)
          ?.map((step) => path.relative(root, step))
          .join(' → '),
      )
      .filter(Boolean)
    expect(leaks).toEqual([])
  })
})
