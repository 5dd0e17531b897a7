import type { Env } from './parse.ts'
import { environment, readVariables } from './read.ts'
import type { VariableName } from './schema.ts'

/*
 * The environment for server code: each variable parsed by its schema (schema.ts) when asked.
 * No `server-only` guard here: the tests' and scripts' own Node processes import modules that read
 * settings. A browser never gets a secret from it, since Next inlines only NEXT_PUBLIC_* values,
 * the modules that use secrets (accounts, mail, content, contact) are `server-only` themselves, and
 * tests/e2e/lake/secrets.spec.ts looks for every secret in the built client bundles.
 */

export type { Env }
export { ConfigError } from './parse.ts'

/** The named variables, parsed; `env` replaces the process's environment (tests pass their own). */
export const variables = <Name extends VariableName>(names: readonly Name[], env?: Env) => readVariables(names, env)

/** One variable, parsed. */
export const variable = <Name extends VariableName>(name: Name, env?: Env) => readVariables([name], env)[name]

/** Whether a variable has a value (not blank), without parsing it. */
export const isSet = (name: VariableName, env: Env = environment()) => Boolean(env[name]?.trim())
