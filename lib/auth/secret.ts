import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { variable, type Env } from '../env/server'
import { siteMode } from './environment'

/*
 * The secret that signs session cookies. BETTER_AUTH_SECRET when set. Otherwise one is generated
 * once and kept in the data folder (data/auth-secret, readable by the owner only), so that
 * `npm ci && npm start` works with no configuration and sessions survive a restart. A
 * public site (production with SITE_URL naming a real host, environment.ts) must set
 * the secret: several instances, or a fresh container, would each make a different one.
 */

export const SECRET_FILE_NAME = 'auth-secret'
const MIN_SECRET_LENGTH = 32

class AuthConfigError extends Error {
  override name = 'AuthConfigError'
}

/** True where a generated secret is not good enough: a public site. */
export const secretRequired = (env?: Env): boolean => siteMode(env) === 'public'

export function authSecret(dataDir: string, env?: Env, warn: (line: string) => void = console.warn): string {
  // At least 32 characters when set (lib/env/schema.ts).
  const configured = variable('BETTER_AUTH_SECRET', env)
  if (configured) return configured
  if (secretRequired(env)) {
    throw new AuthConfigError(
      'BETTER_AUTH_SECRET is required in production when SITE_URL names a public site: set it to a long random ' +
        'string (`openssl rand -base64 32`), the same on every instance.',
    )
  }
  const file = path.join(dataDir, SECRET_FILE_NAME)
  const secret = readSecretFile(file) ?? generateSecretFile(file)
  warn(
    `[auth] BETTER_AUTH_SECRET is not set: using the generated secret kept in ${file}. Set BETTER_AUTH_SECRET on a deployment.`,
  )
  return secret
}

function generateSecretFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true })
  const generated = randomBytes(32).toString('base64url')
  try {
    // 'wx': if another process made the file first, keep theirs.
    writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 })
    chmodSync(file, 0o600)
    return generated
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readSecretFile(file) ?? generated
  }
}

function readSecretFile(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim()
    return value.length >= MIN_SECRET_LENGTH ? value : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
