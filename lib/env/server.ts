import { parseVariables, type Env } from './parse.ts'
import { publicValues } from './public.ts'
import { variablesShape, type VariableName } from './schema.ts'

/*
 * The environment for server code and next.config.mjs: each variable parsed by its schema
 * (schema.ts) when asked, since tests change the environment between cases. No `server-only`
 * guard: next.config.mjs, and the tests' and scripts' own Node processes, import it too. A browser
 * never gets a secret from it: Next inlines only NEXT_PUBLIC_* values, the modules that use
 * secrets (accounts, mail, content, contact) are `server-only` themselves, and
 * tests/e2e/lake/secrets.spec.ts looks for every secret in the built client bundles.
 */

export type { Env }
export { ConfigError } from './parse.ts'

/** The process's environment with Next's inlined NEXT_PUBLIC_* values. */
export const environment = (): Env => ({ ...process.env, ...publicValues() })

/** The named variables, parsed; `env` replaces the process's environment (tests pass their own). */
export const variables = <Name extends VariableName>(names: readonly Name[], env: Env = environment()) =>
  parseVariables(variablesShape, names, env)

/** One variable, parsed. */
export const variable = <Name extends VariableName>(name: Name, env?: Env) => variables([name], env)[name]

/** Whether a variable has a value (not blank), without parsing it. */
export const isSet = (name: VariableName, env: Env = environment()) => Boolean(env[name]?.trim())
