import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cleanups } from './processes.ts'
import { root } from './settings.ts'

type SiteAssets = { htmlClass: string; bodyClass: string; stylesheets: string[]; fonts: string[] }

/**
 * A bare App Router project: `/` is the floor (<h1>Hello</h1> and nothing else). `/styled` is the
 * same page with the site's own stylesheet and preloaded font (copied from the running site):
 * what the framework's floor becomes once a page has any styles, which shows how much of a
 * page's LCP is the framework's and how much its own.
 */
export async function floorProject(siteBase: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'medicore-bench-floor-'))
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-floor", "private": true, "type": "module" }\n')
  // node_modules is a symlink out of the project: Turbopack must be allowed to resolve there.
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } }\n")
  const page = 'export default function Page() {\n  return <h1>Hello</h1>\n}\n'
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write(
    'app/(bare)/layout.jsx',
    `export const metadata = { title: 'Hello', description: 'The floor' }
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  )
  write('app/(bare)/page.jsx', page)

  const assets = await siteAssets(siteBase, path.join(dir, 'public'))
  write(
    'app/(styled)/layout.jsx',
    `export const metadata = { title: 'Hello', description: 'The floor, styled' }
export default function RootLayout({ children }) {
  return (
    <html lang="en" className=${JSON.stringify(assets.htmlClass)}>
      <head>
${assets.fonts.map((href) => `        <link rel="preload" href="${href}" as="font" type="font/woff2" crossOrigin="" />`).join('\n')}
${assets.stylesheets.map((href) => `        <link rel="stylesheet" href="${href}" precedence="default" />`).join('\n')}
      </head>
      <body className=${JSON.stringify(assets.bodyClass)}>{children}</body>
    </html>
  )
}
`,
  )
  write('app/(styled)/styled/page.jsx', page)
  return dir
}

/** The stylesheets and preloaded fonts the site's home page links, copied under `publicDir`/site/. */
async function siteAssets(siteBase: string, publicDir: string): Promise<SiteAssets> {
  const html = await (await fetch(`${siteBase}/`)).text()
  const attribute = (tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ?? ''
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)
  const stylesheets = hrefs(/<link rel="stylesheet" href="([^"]+)"/g)
  const fonts = hrefs(/<link rel="preload" href="([^"]+)" as="font"/g)
  // Mirrored under the same relative layout, so the stylesheet's ../media/ font URLs still resolve.
  const local = (href: string) => href.replace('/_next/static/', '/site/')
  for (const href of [...stylesheets, ...fonts]) {
    const file = path.join(publicDir, local(href))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, new Uint8Array(await (await fetch(siteBase + href)).arrayBuffer()))
  }
  return {
    htmlClass: attribute('html', 'class'),
    bodyClass: attribute('body', 'class'),
    stylesheets: stylesheets.map(local),
    fonts: fonts.map(local),
  }
}
