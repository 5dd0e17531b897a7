import * as z from 'zod/mini'
import { controlCharacters } from '../../control-characters'
import { EMAIL_MAX, NAME_MAX } from '../../forms/names-and-limits'
import type { TrustText } from '../text'
import { requestKinds } from './kinds'

/*
 * The request form's fields, in the language of its words: the same schema in the browser (before
 * the upload starts) and on the server. The file is checked apart, by its bytes (file-check.ts).
 */

export const requestFields = ['kind', 'name', 'email', 'organization', 'message'] as const
export type RequestField = (typeof requestFields)[number] | 'file'

const REQUEST_BOUNDS = { name: NAME_MAX, organization: 150, message: 2_000 } as const

/** The attachment's limit, and the whole request's: the fields and the multipart framing besides. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024

const CONTROL = controlCharacters()
const CONTROL_EXCEPT_WHITESPACE = controlCharacters({ allowed: '\t\n\r' })

const line = (required: string, max: number, tooLong: string, control: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value: string) => !CONTROL.test(value), control),
  )

/** The messages the schema says (strings only: a client form is given them as props). */
const schemaErrorKeys = [
  'kind',
  'name',
  'nameTooLong',
  'email',
  'organization',
  'organizationTooLong',
  'messageTooLong',
  'control',
] as const

export type SchemaErrors = Pick<TrustText['request']['errors'], (typeof schemaErrorKeys)[number]>

export const schemaErrorsOf = (errors: TrustText['request']['errors']): SchemaErrors =>
  Object.fromEntries(schemaErrorKeys.map((key) => [key, errors[key]])) as SchemaErrors

export const requestSchema = (errors: SchemaErrors) =>
  z.object({
    kind: z.enum(requestKinds, errors.kind),
    name: line(errors.name, REQUEST_BOUNDS.name, errors.nameTooLong, errors.control),
    email: z
      .string({ error: errors.email })
      .check(z.trim(), z.maxLength(EMAIL_MAX, errors.email), z.regex(z.regexes.email, errors.email)),
    organization: line(errors.organization, REQUEST_BOUNDS.organization, errors.organizationTooLong, errors.control),
    message: z.string().check(
      z.overwrite((value: string) => value.replace(/\r\n?/g, '\n')),
      z.trim(),
      z.maxLength(REQUEST_BOUNDS.message, errors.messageTooLong),
      z.refine((value: string) => !CONTROL_EXCEPT_WHITESPACE.test(value), errors.control),
    ),
  })

/** What the form shows after a submit: its answer, the fields' errors, the reference of a sent request. */
export type RequestAnswer = {
  status: 'sent' | 'invalid' | 'error'
  message?: string
  errors?: Partial<Record<RequestField, string>>
  reference?: string
}
