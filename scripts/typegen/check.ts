/*
 * Part of `npm run lint`: generates the types again into .typegen/check/ and compares them with the
 * committed lib/content/sanity.types.ts, so a schema or query change without `npm run typegen` fails.
 */
import { environment } from '../../lib/env/server.ts'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const committed = 'lib/content/sanity.types.ts'
const fresh = '.typegen/check/sanity.types.ts'

execFileSync(process.execPath, ['scripts/typegen/extract-schema.ts', '.typegen/schema.json'], { stdio: 'inherit' })
execFileSync('sanity', ['typegen', 'generate'], {
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...(environment() as NodeJS.ProcessEnv), TYPEGEN_GENERATES: fresh, DO_NOT_TRACK: '1' },
})

if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error(`${committed} is out of date with schemas/ or lib/content/queries.ts: run npm run typegen`)
  process.exit(1)
}
