import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runtimeSchema, settingsSchema } from '@/lib/env/schema'

/* .env.example lists exactly the variables lib/env/schema.ts parses: none missing, none extra. */

const listed = readFileSync('.env.example', 'utf8')
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((name) => name !== undefined)

describe('.env.example', () => {
  it('lists every variable the site reads, once', () => {
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.toSorted()).toEqual(Object.keys(settingsSchema.shape).toSorted())
  })

  it('leaves out what Node and Next set themselves', () => {
    for (const name of Object.keys(runtimeSchema.shape)) expect(listed).not.toContain(name)
  })
})
