/*
 * npm run publish:local -- <type> [url]
 * Posts the signed webhook that Sanity would send when staff publish a document of <type>,
 * so a page built from the bundled dataset picks up an edit to studio/dataset/production.ndjson.
 */
import { existsSync } from 'node:fs'
import { signedWebhook } from '../lib/publish/sign.ts'
import { contentTypeNames, isContentTypeName } from '../lib/content/types.ts'

for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file)

const [type, url = 'http://localhost:3000/api/revalidate'] = process.argv.slice(2)
const secret = process.env.SANITY_REVALIDATE_SECRET

if (!isContentTypeName(type)) {
  console.error(`Usage: npm run publish:local -- <${contentTypeNames.join('|')}> [url]`)
  process.exit(2)
}
if (!secret) {
  console.error('Set SANITY_REVALIDATE_SECRET in .env.local (and start the site with it) first.')
  process.exit(2)
}

const started = performance.now()
const response = await fetch(url, {
  method: 'POST',
  ...(await signedWebhook({ _type: type, _id: `local.${type}` }, secret)),
})
const answer = await response.text()
console.log(`${response.status} in ${Math.round(performance.now() - started)} ms: ${answer}`)
process.exit(response.ok ? 0 : 1)
