import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2e } from '../../support/servers'

/*
 * The lake build is made with sample values of every server-only secret (playwright.config.ts).
 * None of them may reach the browser: not in any client bundle the build wrote, nor in the
 * HTML of the pages, the Studio included (it only learns whether a read token exists).
 */

const secrets = {
  SANITY_API_READ_TOKEN: e2e.lake.readToken,
  SANITY_API_WRITE_TOKEN: e2e.lake.writeToken,
  SANITY_REVALIDATE_SECRET: e2e.lake.revalidateSecret,
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

const leaks = (text: string) =>
  Object.entries(secrets)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name)

test('no client bundle contains a server-only secret', () => {
  const staticDir = path.join(e2e.lake.distDir, 'static')
  const files = filesUnder(staticDir).filter((file) => /\.(js|mjs|css|json|map)$/.test(file))
  expect(files.filter((file) => file.endsWith('.js')).length, `client scripts in ${staticDir}`).toBeGreaterThan(10)
  const found = files.flatMap((file) => leaks(readFileSync(file, 'utf8')).map((name) => `${name} in ${file}`))
  expect(found).toEqual([])
})

test('the Studio learns only that a read token exists (the build had one)', async ({ request }) => {
  const html = await (await request.get('/studio')).text()
  expect(html).toMatch(/\\?"previewsReady\\?":true/)
  expect(leaks(html)).toEqual([])
})

test('no page sends a secret to the browser', async ({ request }) => {
  for (const pathname of ['/', '/features', '/pricing', '/studio', '/contact-us']) {
    const answer = await request.get(pathname)
    expect(answer.status(), pathname).toBe(200)
    expect(leaks(await answer.text()), pathname).toEqual([])
  }
})
