/*
 * A route the server is not configured for (the webhook without its secret, draft mode without a
 * Sanity project or token) answers anonymous callers a plain 404 that names no setting: what the
 * server lacks is the operator's business, and the log tells them, once.
 */

/** The body of that answer: nothing about the configuration. */
export const notFoundBody = { message: 'Not found.' } as const

/** The lines each log has been given: a missing setting is logged once, not at every request. */
const logged = new WeakMap<(line: string) => void, Set<string>>()

const defaultLog = (line: string) => console.error(line)

/** Logs `line` the first time `log` is given it. */
export function logMissingOnce(line: string, log: (line: string) => void = defaultLog) {
  const lines = logged.get(log) ?? new Set<string>()
  if (lines.has(line)) return
  logged.set(log, lines.add(line))
  log(line)
}
