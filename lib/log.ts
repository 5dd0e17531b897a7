import { controlCharacters } from './control-characters.ts'

/*
 * What the server writes to its log about an error. An error quotes what it was given (a
 * visitor's text, another server's answer), so it goes on one line: a line break in a quoted
 * value must not start a line of its own that a reader would take for the server's.
 */

const WHITESPACE = /\s+/g
const CONTROL = controlCharacters({ global: true })
const MAX_LENGTH = 500

/** `text` on one line: runs of white space as one space, other control and invisible characters as \u escapes. */
export const oneLine = (text: string) =>
  text
    .replace(WHITESPACE, ' ')
    .replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** An error for a log line: its message, after its kind unless that is plain `Error`; one line, at most 500 characters. */
export function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? error.name && error.name !== 'Error'
        ? `${error.name}: ${error.message}`
        : error.message || error.name
      : String(error)
  return oneLine(text).slice(0, MAX_LENGTH)
}
