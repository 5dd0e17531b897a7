/*
 * Part of `npm run lint`: what `npm run typegen` writes, made again and compared with the committed
 * files: the sections' and collections' lists (registries.ts), and the types generated into
 * .typegen/check/ against lib/content/sanity.types.ts. A folder, schema or query changed without
 * `npm run typegen` fails.
 */
import { environment } from '../../lib/env/server.ts'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

execFileSync(process.execPath, ['scripts/typegen/registries.ts', '--check'], { stdio: 'inherit' })

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
