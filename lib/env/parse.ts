import type { z } from 'zod'

/*
 * How every environment variable is parsed: unset and blank are the same (no value), each
 * variable has one zod schema, and a wrong value stops with a message that names the variable,
 * says what it expects and shows what it got (a secret's value is never shown).
 */

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** A schema's issue may name the part of the value that is wrong (one address of a list) in `params.got`. */
export type WrongPart = { got: string }

type Shape = Record<string, z.ZodType>

/** Marks a variable whose value must never appear in a message or a log. */
export const secret = <Schema extends z.ZodType>(schema: Schema) => schema.meta({ secret: true })

const isSecret = (schema: z.ZodType) => schema.meta()?.secret === true

/** The named variables of `env`, each parsed by its schema in `shape`; the first wrong one throws. */
export function parseVariables<S extends Shape, Name extends keyof S & string>(
  shape: S,
  names: readonly Name[],
  env: Env,
): { [K in Name]: z.output<S[K]> } {
  const values = {} as { [K in Name]: z.output<S[K]> }
  for (const name of names) {
    const schema = shape[name]!
    const parsed = schema.safeParse(env[name])
    if (parsed.success) {
      values[name] = parsed.data as z.output<S[Name]>
      continue
    }
    const issue = parsed.error.issues[0]!
    const got = (issue as { params?: Partial<WrongPart> }).params?.got ?? env[name]?.trim()
    throw new ConfigError(`${name} ${issue.message}${isSecret(schema) ? '' : ` (got "${got}")`}.`)
  }
  return values
}
