import { existsSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

/*
 * The schemas import each other the way the bundlers allow ('./fields', no extension), which Node's
 * own resolver refuses. This hook tries `.ts`, `.tsx` and `/index.ts`, so Node 24 can load them as they are.
 */
const candidates = ['.ts', '.tsx', '/index.ts']

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^\.{1,2}\//.test(specifier) && context.parentURL?.startsWith('file:') && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      const base = new URL(specifier, context.parentURL)
      const found = candidates.find((suffix) => existsSync(fileURLToPath(base) + suffix))
      if (found) return nextResolve(specifier + found, context)
    }
    return nextResolve(specifier, context)
  },
})
