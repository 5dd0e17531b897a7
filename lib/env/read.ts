import { parseVariables, type Env } from './parse.ts'
import { publicValues } from './public.ts'
import { variablesShape, type VariableName } from './schema.ts'

/*
 * The process's environment, read when asked (tests change it between cases), with Next's
 * inlined NEXT_PUBLIC_* values. Server code asks through server.ts; next.config.mjs, which Next
 * loads outside its bundles (where `server-only` would throw), asks here.
 */
export const environment = (): Env => ({ ...process.env, ...publicValues() })

/** The named variables, parsed; `env` replaces the process's environment (tests). */
export const readVariables = <Name extends VariableName>(names: readonly Name[], env: Env = environment()) =>
  parseVariables(variablesShape, names, env)
