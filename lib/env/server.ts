import 'server-only'
import type { Env } from './parse.ts'
import { environment, readVariables } from './read.ts'
import type { VariableName } from './schema.ts'

/*
 * The environment for server code: each variable parsed by its schema (schema.ts) when asked.
 * `server-only` keeps this module, and with it every secret, out of client bundles; scripts that
 * import it run with `--conditions=react-server` (package.json).
 */

export type { Env }
export { ConfigError } from './parse.ts'

/** The named variables, parsed; `env` replaces the process's environment (tests pass their own). */
export const variables = <Name extends VariableName>(names: readonly Name[], env?: Env) => readVariables(names, env)

/** One variable, parsed. */
export const variable = <Name extends VariableName>(name: Name, env?: Env) => readVariables([name], env)[name]

/** Whether a variable has a value (not blank), without parsing it. */
export const isSet = (name: VariableName, env: Env = environment()) => Boolean(env[name]?.trim())
