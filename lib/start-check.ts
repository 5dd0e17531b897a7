import path from 'node:path'
import { isLoopbackHost, isProductionRuntime, siteMode } from './auth/environment.ts'
import type { Env } from './env/server.ts'

/*
 * A production server that others can reach must know its public address. `next start` binds
 * every interface unless told `--hostname` (Next 16's start-server.js: `server.listen(port,
 * hostname)`), and it takes the address from its arguments only (no variable), in the same
 * process that then runs instrumentation.ts. So the arguments say where it listens: loopback
 * (`npm start` binds localhost; the tests and benchmarks 127.0.0.1) serves only this machine
 * and may run without SITE_URL, as a local site; anything else needs SITE_URL naming a public
 * host, or the server stops with one line naming it. A custom server (not `next start`) is not
 * judged here.
 */

/** The `--hostname` (`-H`) that `next start` was given, '' when none (every interface); undefined when this is not `next start`. */
export function nextStartHostname(argv: readonly string[]): string | undefined {
  const [, script = '', ...args] = argv
  if (path.basename(script) !== 'next' || !args.includes('start')) return undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '-H' || arg === '--hostname') return args[i + 1] ?? ''
    if (arg.startsWith('--hostname=')) return arg.slice('--hostname='.length)
    if (arg.startsWith('-H') && arg.length > 2) return arg.slice(2)
  }
  return ''
}

/** The one line that stops a production server listening beyond loopback without a public SITE_URL; undefined when it may start. */
export function startRefusal(env?: Env, argv: readonly string[] = process.argv): string | undefined {
  if (!isProductionRuntime(env) || siteMode(env) === 'public') return undefined
  const hostname = nextStartHostname(argv)
  if (hostname === undefined || (hostname && isLoopbackHost(hostname))) return undefined
  const where = hostname ? `on ${hostname}` : 'on every interface'
  return (
    `[site] SITE_URL is not set to the site's public URL (https://…), and this production server listens ${where}, ` +
    'beyond this machine: set SITE_URL, or listen on loopback only (npm start; next start --hostname 127.0.0.1).'
  )
}
