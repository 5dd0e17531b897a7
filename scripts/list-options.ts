import { parseArgs } from 'node:util'

/** The options the listing scripts share: `--limit N` (20 by default) and `--json`; a bad limit ends the script. */
export function listOptions(): { limit: number; json: boolean } {
  const { values: args } = parseArgs({
    options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
  })
  const limit = Number(args.limit)
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a positive whole number (got "${args.limit}").`)
    process.exit(2)
  }
  return { limit, json: args.json }
}
