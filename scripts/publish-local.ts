/*
 * npm run publish:local -- <type> [url] [--language <en|es>] [--slug <slug> --previous-slug <slug>]
 * Posts the signed webhook that Sanity would send when staff publish a document of <type>,
 * so a page built from the bundled dataset picks up an edit to studio/dataset/production.ndjson.
 * With --language, only that language's pages are refreshed (as for a document in that language);
 * without it, every language's.
 * After changing an article's or category's slug in the file, give the new and the old slug (the
 * projection's "slug" and "previousSlug"): the site then writes the redirect from the old
 * address to the new one into the file, as it does into the Content Lake.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { variable } from '../lib/env/server.ts'
import { signedWebhook } from '../lib/publish/sign.ts'
import { isShownTypeName, shownTypeNames } from '../lib/content/document-types.ts'
import { isLocale, locales } from '../lib/i18n/locales.ts'
import { describeError } from '../lib/log.ts'

for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file)

const usage = `Usage: npm run publish:local -- <${shownTypeNames.join('|')}> [url] [--language <${locales.join('|')}>] [--slug <new> --previous-slug <old>]`
let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { language: { type: 'string' }, slug: { type: 'string' }, 'previous-slug': { type: 'string' } },
  })
} catch (error) {
  console.error(`${describeError(error)}\n${usage}`)
  process.exit(2)
}
const [type, url = 'http://localhost:3000/api/revalidate'] = parsed.positionals
const { language, slug, 'previous-slug': previousSlug } = parsed.values
const secret = variable('SANITY_REVALIDATE_SECRET')

if (!isShownTypeName(type)) {
  console.error(usage)
  process.exit(2)
}
if (language !== undefined && !isLocale(language)) {
  console.error(`--language must be one of ${locales.join(', ')}.\n${usage}`)
  process.exit(2)
}
if (previousSlug !== undefined && !slug) {
  console.error(`--previous-slug needs --slug, the new slug.\n${usage}`)
  process.exit(2)
}
if (!secret) {
  console.error('Set SANITY_REVALIDATE_SECRET in .env.local (and start the site with it) first.')
  process.exit(2)
}

const started = performance.now()
const response = await fetch(url, {
  method: 'POST',
  ...(await signedWebhook({ _type: type, _id: `local.${type}`, language, slug, previousSlug }, secret)),
})
const answer = await response.text()
console.log(`${response.status} in ${Math.round(performance.now() - started)} ms: ${answer}`)
process.exit(response.ok ? 0 : 1)
