import * as z from 'zod/mini'
import { controlCharacters } from '../control-characters'
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './fields'
import { messages, notAllowed, tooLong } from './messages'

/*
 * Field rules shared by the forms. zod/mini keeps the browser bundle small (the full
 * build adds about 43 KiB gzip to a page); the same schemas run on the server.
 * zod runs every check, so a field can collect several issues: the forms show the
 * first, which is why "required" comes before "too long" comes before "format".
 */

const CONTROL = controlCharacters()
/** Tab, line feed and carriage return are allowed in a message. */
const CONTROL_EXCEPT_WHITESPACE = controlCharacters({ allowed: '\t\n\r' })

type TextRule = {
  /** The field's name in messages: "Name", "Subject". */
  label: string
  max: number
  required: string
  multiline?: boolean
}

/** A required, trimmed line (or block, if multiline) of text with an upper bound. */
export function text({ label, max, required, multiline = false }: TextRule) {
  const control = multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL
  return z.string({ error: required }).check(
    // Browsers submit a textarea's line breaks as CRLF but count them as one character.
    ...(multiline ? [z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'))] : []),
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong(label, max)),
    z.refine((value: string) => !control.test(value), notAllowed(label)),
  )
}

/** A trimmed email address of at most 254 characters. */
export function email({ required = messages.emailInvalid }: { required?: string } = {}) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(EMAIL_MAX, tooLong('Email', EMAIL_MAX)),
      z.regex(z.regexes.email, messages.emailInvalid),
    )
}

/** A password as typed: never trimmed. `minLength` only where a new password is chosen. */
export function password({ minLength = 1 }: { minLength?: number } = {}) {
  return z
    .string({ error: messages.passwordRequired })
    .check(
      z.minLength(1, messages.passwordRequired),
      ...(minLength > 1 ? [z.minLength(minLength, messages.passwordTooShort)] : []),
      z.maxLength(PASSWORD_MAX, messages.passwordTooLong),
    )
}

export const newPassword = () => password({ minLength: PASSWORD_MIN })

/** A confirmation field: required with its own message; equality is checked on the object. */
export function confirmation(required: string) {
  return z.string({ error: required }).check(z.minLength(1, required))
}

/**
 * "Passwords do not match" on the confirmation field. It runs even when other fields
 * have errors, so a visitor sees every problem at once.
 */
export function passwordsMatch<K extends string>(passwordKey: 'password', confirmKey: K) {
  return z.refine<Record<'password' | K, string>>((values) => values[passwordKey] === values[confirmKey], {
    error: messages.passwordsDiffer,
    path: [confirmKey],
    when: ({ value }) => {
      const values = value as Partial<Record<string, unknown>> | undefined
      return (
        typeof values?.[passwordKey] === 'string' &&
        typeof values?.[confirmKey] === 'string' &&
        values[confirmKey] !== ''
      )
    },
  })
}

export const checkbox = () => z.optional(z.boolean())
