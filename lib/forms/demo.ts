import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { controlCharacters } from '../control-characters'
import { demoBounds, demoRoles, demoSizes } from './demo-fields'
import { email, text } from './rules'

export { demoBounds, demoFields, demoRoles, demoSizes } from './demo-fields'

const CONTROL = controlCharacters()
const CONTROL_EXCEPT_WHITESPACE = controlCharacters({ allowed: '\t\n\r' })

/** A choice among `values`; anything else (or nothing) reads as not chosen. */
const choice = <Values extends readonly [string, ...string[]]>(values: Values, required: string) =>
  z
    .string({ error: required })
    .check(z.refine((value: string) => (values as readonly string[]).includes(value), required))

type Field = keyof ValidationMessages['fieldNames']

/** An optional, trimmed line; empty is fine. */
const optionalText = (m: ValidationMessages, field: Field, max: number, multiline = false) =>
  z.string().check(
    ...(multiline ? [z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'))] : []),
    z.trim(),
    z.maxLength(
      max,
      m.tooLong.replace('{field}', m.fieldNames[field]).replace('{max}', max.toLocaleString(m.languageTag)),
    ),
    z.refine(
      (value: string) => !(multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL).test(value),
      m.notAllowed.replace('{field}', m.fieldNames[field]),
    ),
  )

/** /demo's booking form, in the language of `m`. The same schema validates in the browser and in the server action. */
export const demoSchema = (m: ValidationMessages) =>
  z.object({
    /** The chosen time, as the instant the page offered (ISO 8601, UTC). */
    slot: z.string({ error: m.slotRequired }).check(
      z.trim(),
      z.refine((value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(value), m.slotRequired),
    ),
    name: text(m, { field: 'name', max: demoBounds.name, required: m.nameRequired }),
    email: email(m, { required: m.emailRequired }),
    organization: text(m, { field: 'organization', max: demoBounds.organization, required: m.organizationRequired }),
    role: choice(demoRoles, m.roleRequired),
    size: choice(demoSizes, m.sizeRequired),
    phone: z.string().check(
      z.trim(),
      z.refine((value: string) => value === '' || /^\+?[\d\s().-]{7,25}$/.test(value), m.phoneInvalid),
    ),
    note: optionalText(m, 'note', demoBounds.note, true),
  })

export type DemoRequest = z.output<ReturnType<typeof demoSchema>>
