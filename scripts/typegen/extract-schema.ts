/*
 * What `sanity schema extract` does, without booting the Studio: the CLI needs a root
 * sanity.config.ts and starts the whole Studio in a Vite worker (40-50 s here); this calls the
 * same extractSchema over schemas/index.ts in a few seconds. Usage: extract-schema.ts <output.json>
 */
import './resolve-ts.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
// The function the CLI calls. @sanity/schema comes with sanity, which pins it to its own version.
// eslint-disable-next-line import/no-extraneous-dependencies
import { extractSchema } from '@sanity/schema/_internal'
import { createSchema } from 'sanity'

// Imported once the resolve hook is in place.
const { schemaTypes } = await import('../../schemas/index.ts')

const [output = '.typegen/schema.json'] = process.argv.slice(2)
mkdirSync(dirname(output), { recursive: true })
writeFileSync(
  output,
  JSON.stringify(extractSchema(createSchema({ name: 'default', types: schemaTypes })), null, 2) + '\n',
)
