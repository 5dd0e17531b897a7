import { parseArgs } from 'node:util'

/**
 * The options the listing scripts share: `--limit N` (20 by default) and `--json`, and a script's
 * own string options (`--file <id>` of `npm run inbox`); a bad limit ends the script.
 */
export function listOptions<Extra extends string = never>(
  ...extra: Extra[]
): { limit: number; json: boolean } & Partial<Record<Extra, string>> {
  const { values: args } = parseArgs({
    options: {
      limit: { type: 'string', default: '20' },
      json: { type: 'boolean', default: false },
      ...Object.fromEntries(extra.map((name) => [name, { type: 'string' as const }])),
    },
  })
  const limit = Number(args.limit)
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a positive whole number (got "${args.limit}").`)
    process.exit(2)
  }
  return { ...(args as Partial<Record<Extra, string>>), limit, json: args.json === true }
}
