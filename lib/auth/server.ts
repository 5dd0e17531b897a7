import 'server-only'
import { betterAuth } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import { nextCookies } from 'better-auth/next-js'
import { PASSWORD_MAX, PASSWORD_MIN } from '../forms/names-and-limits'
import { site } from '../site'
import { authDatabase, serialisedMigration, type AuthDatabase } from './database'
import { authDataDir, cookiesAreSecure, loopbackHosts, publicAuthUrl } from './environment'
import { planFromQuery, trialEndFor } from './plans'
import { authSecret } from './secret'
import {
  REMEMBERED_SESSION_SECONDS,
  RESET_TOKEN_SECONDS,
  SESSION_RENEW_SECONDS,
  SHORT_SESSION_SECONDS,
} from './sessions'

/*
 * The Better Auth instance: e-mail and password accounts, database sessions (no cookie cache,
 * so a revoked session fails on its very next request), reset tokens stored hashed. Only this
 * folder imports Better Auth, and only on the server.
 */

type Env = Record<string, string | undefined>

/** What the reset-request flow needs to write the mail; the token never leaves the server otherwise. */
export type ResetLink = { email: string; name: string; origin: string; token: string }

export type AuthDependencies = {
  database: AuthDatabase
  secret: string
  /** Secure cookies (https); see cookiesAreSecure. */
  secure: boolean
  env?: Env
  sendResetLink: (link: ResetLink) => Promise<void>
}

export function createAuth({ database, secret, secure, env = process.env, sendResetLink }: AuthDependencies) {
  const publicUrl = publicAuthUrl(env)
  return betterAuth({
    appName: site.name,
    secret,
    database,
    // Without BETTER_AUTH_URL: whichever loopback host the visitor used (localhost:3000, the
    // end-to-end servers' 127.0.0.1 ports); any other Host header gets localhost:3000, never
    // an origin a client chose (reset links are built on it).
    baseURL: publicUrl
      ? publicUrl.origin
      : { allowedHosts: loopbackHosts, protocol: secure ? 'https' : 'http', fallback: 'http://localhost:3000' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      sendResetPassword: async ({ user, url, token }) =>
        sendResetLink({ email: user.email, name: user.name, origin: new URL(url).origin, token }),
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: SESSION_RENEW_SECONDS,
      cookieCache: { enabled: false },
    },
    user: {
      additionalFields: {
        plan: { type: 'string', required: false, defaultValue: 'free', input: true },
        // Set by the server from the plan, never from what a client sends.
        trialEndsAt: { type: 'date', required: false, input: false },
      },
    },
    verification: { storeIdentifier: 'hashed' },
    // Sign-in attempts are limited per account and per client in lockout.ts; Better Auth's own
    // limiter counts requests to its HTTP handler, which this site does not mount.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const plan = planFromQuery(typeof user.plan === 'string' ? user.plan : undefined)
            return { data: { ...user, plan, trialEndsAt: trialEndFor(plan) } }
          },
        },
      },
      session: {
        create: {
          // Without Remember Me, Better Auth gives the server-side session one day; we give it less.
          before: async (session, context) => {
            const body = context?.body as { rememberMe?: unknown } | undefined
            if (body?.rememberMe !== false) return
            return { data: { ...session, expiresAt: new Date(Date.now() + SHORT_SESSION_SECONDS * 1000) } }
          },
        },
      },
    },
    // Better Auth logs e-mail addresses at "info"; errors only.
    logger: { level: 'error' },
    // Last: copies the cookies Better Auth sets into the server action's response.
    plugins: [nextCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>

type Instances = { database: AuthDatabase; secret: string; ready: Promise<void>; bySecurity: Map<boolean, Auth> }
let instances: Instances | undefined

/**
 * The process's Better Auth, made on first use: it opens (and creates) the database, runs
 * Better Auth's migrations (they add tables and columns, never drop), and reads the secret.
 * One instance for https requests and one for http, as the Secure flag is fixed per instance.
 */
export async function authFor(
  headers: Headers,
  sendResetLink: AuthDependencies['sendResetLink'],
  env: Env = process.env,
): Promise<Auth> {
  instances ??= openInstances(env)
  await instances.ready
  const secure = cookiesAreSecure(headers, env)
  let auth = instances.bySecurity.get(secure)
  if (!auth) {
    auth = createAuth({ database: instances.database, secret: instances.secret, secure, env, sendResetLink })
    instances.bySecurity.set(secure, auth)
  }
  return auth
}

function openInstances(env: Env): Instances {
  const secret = authSecret(authDataDir(env), env)
  const database = authDatabase(env)
  const ready = migrate(database, secret).catch((error: unknown) => {
    instances = undefined
    throw error
  })
  return { database, secret, ready, bySecurity: new Map() }
}

/** Creates or updates Better Auth's tables to match the options above. */
export async function migrate(database: AuthDatabase, secret: string) {
  const options = createAuth({ database, secret, secure: false, sendResetLink: async () => {} }).options
  await serialisedMigration(database, async () => {
    const { runMigrations } = await getMigrations(options)
    await runMigrations()
  })
}
