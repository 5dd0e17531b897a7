import * as z from 'zod/mini'
import { controlCharacters } from '../control-characters'
import { fill } from '../i18n/text'
import type { ValidationMessages } from '../i18n/types'
import { PASSWORD_MAX, PASSWORD_MIN } from './account-fields'
import { EMAIL_MAX } from './names-and-limits'
import { passwordProblem, type PasswordContext, type PasswordProblem } from './password-policy'

/*
 * Field rules shared by the forms. zod/mini keeps the browser bundle small (the full
 * build adds about 43 KiB gzip to a page); the same schemas run on the server.
 * zod runs every check, so a field can collect several issues: the forms show the
 * first, which is why "required" comes before "too long" comes before "format".
 * Each rule takes the messages of the form's language (the catalogue's `validation` group),
 * given by the server action or, in the browser, by the form's props: no catalogue is imported here.
 */

const CONTROL = controlCharacters()
/** Tab, line feed and carriage return are allowed in a message. */
const CONTROL_EXCEPT_WHITESPACE = controlCharacters({ allowed: '\t\n\r' })

type FieldName = keyof ValidationMessages['fieldNames']

const number = (m: ValidationMessages, value: number) => value.toLocaleString(m.languageTag)

/** "Subject must be at most 150 characters". */
const tooLong = (m: ValidationMessages, field: FieldName, max: number) =>
  fill(m.tooLong, { field: m.fieldNames[field], max: number(m, max) })
const notAllowed = (m: ValidationMessages, field: FieldName) => fill(m.notAllowed, { field: m.fieldNames[field] })

type TextRule = {
  /** The field, named in messages: "Name", "Subject". */
  field: FieldName
  max: number
  required: string
  multiline?: boolean
}

/** A required, trimmed line (or block, if multiline) of text with an upper bound. */
export function text(m: ValidationMessages, { field, max, required, multiline = false }: TextRule) {
  const control = multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL
  return z.string({ error: required }).check(
    // Browsers submit a textarea's line breaks as CRLF but count them as one character.
    ...(multiline ? [z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'))] : []),
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong(m, field, max)),
    z.refine((value: string) => !control.test(value), notAllowed(m, field)),
  )
}

/** A trimmed email address of at most 254 characters. */
export function email(m: ValidationMessages, { required = m.emailInvalid }: { required?: string } = {}) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(EMAIL_MAX, tooLong(m, 'email', EMAIL_MAX)),
      z.regex(z.regexes.email, m.emailInvalid),
    )
}

/** A password as typed: never trimmed. `minLength` only where a new password is chosen. */
export function password(m: ValidationMessages, { minLength = 1 }: { minLength?: number } = {}) {
  return z
    .string({ error: m.passwordRequired })
    .check(
      z.minLength(1, m.passwordRequired),
      ...(minLength > 1 ? [z.minLength(minLength, fill(m.passwordTooShort, { min: number(m, minLength) }))] : []),
      z.maxLength(PASSWORD_MAX, fill(m.passwordTooLong, { max: number(m, PASSWORD_MAX) })),
    )
}

/** Why a new password is refused, in the language of `m`. */
export const passwordProblemMessage = (m: ValidationMessages, problem: PasswordProblem) =>
  ({
    common: m.passwordCommon,
    'site-name': m.passwordSiteName,
    address: m.passwordAddress,
  })[problem]

/**
 * A password being chosen: long enough, and none that password-policy.ts refuses. `isCommon`: the
 * breached list, which only the server passes; the account's address is checked by
 * notFromAddress where the form has it, and by lib/auth where the server knows it.
 */
export function newPassword(m: ValidationMessages, { isCommon }: Pick<PasswordContext, 'isCommon'> = {}) {
  return password(m, { minLength: PASSWORD_MIN }).check((context) => {
    const problem = context.value.length >= PASSWORD_MIN ? passwordProblem(context.value, { isCommon }) : undefined
    if (problem)
      context.issues.push({
        code: 'custom',
        message: passwordProblemMessage(m, problem),
        input: context.value,
      })
  })
}

/** On a form with both fields: a password made from the address typed beside it is refused. */
export function notFromAddress<K extends string>(m: ValidationMessages, passwordKey: 'password', emailKey: K) {
  return z.refine<Record<'password' | K, string>>(
    (values) => passwordProblem(values[passwordKey], { email: values[emailKey] }) !== 'address',
    {
      error: m.passwordAddress,
      path: [passwordKey],
      when: ({ value }) => {
        const values = value as Partial<Record<string, unknown>> | undefined
        const given = values?.[passwordKey]
        return typeof given === 'string' && given.length >= PASSWORD_MIN && typeof values?.[emailKey] === 'string'
      },
    },
  )
}

/** A confirmation field: required with its own message; equality is checked on the object. */
export function confirmation(required: string) {
  return z.string({ error: required }).check(z.minLength(1, required))
}

/**
 * "Passwords do not match" on the confirmation field. It runs even when other fields
 * have errors, so a visitor sees every problem at once.
 */
export function passwordsMatch<K extends string>(m: ValidationMessages, passwordKey: 'password', confirmKey: K) {
  return z.refine<Record<'password' | K, string>>((values) => values[passwordKey] === values[confirmKey], {
    error: m.passwordsDiffer,
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
