import { describeError, oneLine } from '../log'

/** Writes an accounts' line to the error log, on one line (lib/log.ts). Passwords, tokens and links are never passed here. */
export const logAuth = (line: string) => console.error(`[auth] ${oneLine(line)}`)

/**
 * Better Auth's `logger.log`: its message and what it passes with it (an error, usually), without a
 * stack. A passkey answer's challenge or credential type is the visitor's own text, which the
 * WebAuthn library quotes in its error.
 */
export const logBetterAuth = (_level: string, message: string, ...details: unknown[]) =>
  logAuth([message, ...details.map(describeError)].join(': '))
