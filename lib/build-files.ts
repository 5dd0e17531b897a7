import { readFileSync } from 'node:fs'
import path from 'node:path'
import { variable } from './env/server'

/**
 * A JSON file Next wrote into this server's build (NEXT_DIST_DIR, relative to the project or
 * absolute), parsed; undefined where it cannot be read (no build, a file Next did not write).
 */
export function readBuildFile(...segments: string[]): unknown {
  try {
    const file = path.resolve(variable('NEXT_DIST_DIR') ?? '.next', ...segments)
    return JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))
  } catch {
    return undefined
  }
}
