import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const made: string[] = []

/** A new, empty folder in the system's temporary folder, removed when the test file ends (setup.ts). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  made.push(dir)
  return dir
}

/** Removes the folders tempDir made (a database file in one may be open until the file's tests end). */
export function removeTempDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}
