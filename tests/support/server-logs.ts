import { readFileSync } from 'node:fs'
import { e2e } from './servers.ts'

/*
 * What the two sites' servers print during an end-to-end run, kept beside their files
 * (playwright.config.ts's web servers write their output there too). However the tests attack
 * them, a run may cost 4xx answers, never an exception nobody caught or an error Next answered
 * with a 500: this is checked once every project has run (the config's globalTeardown).
 */

/** Where each server's output goes: `<command> 2>&1 | tee <log>`. */
export const serverLogs = { site: e2e.site.log, lake: e2e.lake.log }

/** The command that starts a server, its output kept in `log` as well as shown. */
export const logged = (command: string, log: string) => `${command} 2>&1 | tee ${log}`

/**
 * An exception nobody caught, a rejected promise nobody handled, an error Next rendered its error
 * page for (its ⨯ lines, or an error's digest), a body read that failed.
 */
const forbidden = /uncaughtException|unhandledRejection|⨯|digest: '|Error: aborted|Internal Server Error/

/** The lines of a log that no run may print, each with the two lines after it (the error's first frames). */
export function forbiddenLines(log: string): string[] {
  const lines = log.split('\n')
  return lines.flatMap((line, index) => (forbidden.test(line) ? [lines.slice(index, index + 3).join('\n')] : []))
}

export default function checkServerLogs() {
  const found = Object.entries(serverLogs).flatMap(([server, file]) => {
    let log = ''
    try {
      log = readFileSync(file, 'utf8')
    } catch {
      return []
    }
    return forbiddenLines(log).map((lines) => `${server}: ${lines}`)
  })
  if (found.length)
    throw new Error(`The servers logged what no run may cause (${found.length}):\n\n${found.slice(0, 10).join('\n\n')}`)
}
