import { controlCharacters } from '../control-characters'

/*
 * The accounts' log lines: one line each, whatever an error quotes. A passkey answer's origin or
 * type is the visitor's own text, and the WebAuthn library repeats it in its error: unescaped, a
 * line break in it would write a forged line of its own.
 */

const CONTROL = controlCharacters({ global: true })

/** An error's kind and message for the log: Better Auth's errors carry no passwords or tokens. */
export const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

/** Writes `line` to the error log as one line: control and invisible characters as \u escapes. */
export const logAuth = (line: string) =>
  console.error(
    `[auth] ${line.replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}`,
  )

/** Better Auth's `logger.log`: its message and what it passes with it (an error, usually), without a stack. */
export const logBetterAuth = (_level: string, message: string, ...details: unknown[]) =>
  logAuth([message, ...details.map(describeError)].join(': '))
