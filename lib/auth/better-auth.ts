import 'server-only'
import { createHash } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import { nextCookies } from 'better-auth/next-js'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { PASSWORD_MAX, PASSWORD_MIN } from '../forms/account-fields'
import { asLocale, defaultLocale, type Locale } from '../i18n/locales'
import { site } from '../site'
import type { Env } from '../env/server'
import { authDatabase, betterAuthDatabase, serialisedMigration, type AuthDatabase } from './database'
import { authDataDir, cookiesAreSecure, loopbackHosts, publicSiteUrl } from './environment'
import { processHashing, type PasswordHashing } from './password-hashing'
import { signInHistory } from './sign-in-history'
import {
  NOT_ME_IDENTIFIER,
  rememberedByLibrary,
  PENDING_SIGN_IN_IDENTIFIER,
  TRUSTED_BROWSER_IDENTIFIER,
  TRUSTED_BROWSER_SECONDS,
  TWO_STEP_PATHS,
} from './two-factor-settings'
import { logBetterAuth } from './log'
import { planFromQuery } from './plans'
import { passkeyPlugin } from './passkey-plugin'
import { authSecret } from './secret'
import {
  CONFIRMATION_LINK_SECONDS,
  REMEMBERED_SESSION_SECONDS,
  RESET_TOKEN_SECONDS,
  SESSION_RENEW_SECONDS,
  sessionEnd,
  sessionEndFrom,
  signInMethodOf,
} from './sessions'

/*
 * The Better Auth instance: e-mail and password accounts, database sessions (no cookie cache,
 * so a revoked session fails on its very next request), reset tokens stored hashed. Only this
 * folder imports Better Auth, and only on the server.
 */

/**
 * What a mail with a link needs (a reset, an address to confirm); the token never leaves the
 * server otherwise. No name: the one typed at sign-up is whoever signed up's, who may not be the
 * address's owner, so it never goes into a mail (anyone could have the site send words of theirs,
 * "Your account is suspended, call …", to any address).
 */
export type AccountLink = {
  email: string
  origin: string
  token: string
  locale: Locale
}

/** The language the account's mails are written in: the one it was created in (older accounts: English). */
export function accountLocale(user: object): Locale {
  const { locale } = user as { locale?: unknown }
  return asLocale(locale)
}

/** The link in what Better Auth hands its mail callbacks: the site's origin, from the URL it built. */
const accountLink = ({
  user,
  url,
  token,
}: {
  user: Parameters<typeof accountLocale>[0] & { email: string }
  url: string
  token: string
}) =>
  ({
    email: user.email,
    origin: new URL(url).origin,
    token,
    locale: accountLocale(user),
  }) satisfies AccountLink

/** How the accounts' links reach their addresses (lib/auth/accounts.ts queues the mails). */
export type LinkMailer = {
  sendResetLink: (link: AccountLink) => Promise<void>
  sendConfirmationLink: (link: AccountLink) => Promise<void>
}

export type AuthDependencies = {
  database: AuthDatabase
  secret: string
  /** Secure cookies (https); see cookiesAreSecure. */
  secure: boolean
  env?: Env
  mailer: LinkMailer
  /** Scrypt with a cap on how many run at once (password-hashing.ts); tests pass their own. */
  hashing?: PasswordHashing
}

/** How Better Auth names a reset link's verification row: `reset-password:<token>`, its value the user's id. */
const RESET_IDENTIFIER = 'reset-password:'

/** A token's SHA-256 behind its prefix, so that every row of a kind and account can still be found by the prefix. */
const hashedBehind = (prefix: string) => async (identifier: string) =>
  prefix + createHash('sha256').update(identifier).digest('base64url')

export function createAuth({ database, secret, secure, env, mailer, hashing = processHashing() }: AuthDependencies) {
  const publicUrl = publicSiteUrl(env)
  return betterAuth({
    appName: site.name,
    secret,
    database: betterAuthDatabase(database),
    // A public site: SITE_URL. A local one: whichever loopback host the visitor used
    // (localhost:3000, the end-to-end servers' 127.0.0.1 ports); any other Host header gets
    // localhost:3000, never an origin a client chose (reset links are built on it).
    baseURL: publicUrl
      ? publicUrl.origin
      : {
          allowedHosts: loopbackHosts,
          protocol: secure ? 'https' : 'http',
          fallback: 'http://localhost:3000',
        },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Better Auth's own scrypt format, so existing hashes verify; only fewer at once.
      password: hashing,
      sendResetPassword: async (data) => mailer.sendResetLink(accountLink(data)),
    },
    // The address is confirmed by a link mailed at sign-up (the visitor is signed in meanwhile).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async (data) => mailer.sendConfirmationLink(accountLink(data)),
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: SESSION_RENEW_SECONDS,
      cookieCache: { enabled: false },
      // Every valid session may list and end the account's sessions, whatever its age: Better
      // Auth's "fresh session" rule would refuse a remembered visitor after a day. A password
      // change asks for the current password instead.
      freshAge: 0,
      additionalFields: {
        // The moment the session must end, whatever renews it (sessions.ts).
        lastsUntil: { type: 'date', required: false, input: false },
        // How the session was signed in to (sessions.ts): a passkey's counts as two factors.
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    user: {
      additionalFields: {
        plan: {
          type: 'string',
          required: false,
          defaultValue: 'free',
          input: true,
        },
        // Set by the server from the plan when the address is confirmed, never from what a client sends.
        trialEndsAt: { type: 'date', required: false, input: false },
        // Whether the password was chosen by whoever proved the address is theirs (accounts.ts):
        // false from sign-up until a confirmation from the browser that chose it, a reset, or a
        // change once the address is confirmed. A reset while it is false ends every session.
        passwordChosenByOwner: {
          type: 'boolean',
          required: false,
          defaultValue: false,
          input: false,
        },
        // The language of the sign-up form, for the account's mails. Migrations add the column to
        // an existing database; accounts made before it read as English (accountLocale).
        locale: {
          type: 'string',
          required: false,
          defaultValue: defaultLocale,
          input: true,
        },
      },
    },
    // Links' tokens are stored hashed (SHA-256); a reset link's, a trusted browser's, a "This wasn't
    // me" link's and a sign-in's waiting for its code with their prefix in front, so that every one
    // of an account can be found and ended (deleteResetLinks, not-me.ts).
    verification: {
      storeIdentifier: {
        default: 'hashed',
        overrides: Object.fromEntries(
          [RESET_IDENTIFIER, TRUSTED_BROWSER_IDENTIFIER, NOT_ME_IDENTIFIER, PENDING_SIGN_IN_IDENTIFIER].map(
            (prefix) => [prefix, { hash: hashedBehind(prefix) }],
          ),
        ),
      },
    },
    // Sign-in attempts are limited per account and per client in lockout.ts; Better Auth's own
    // limiter counts requests to its HTTP handler, which this site does not mount.
    rateLimit: { enabled: false },
    /*
     * Over https the cookies are `__Host-` cookies: Secure, Path=/ and no Domain, so neither a
     * sibling subdomain nor plain http can set or overwrite them. Better Auth's own secure prefix
     * is `__Secure-`, so its prefix is off and the name carries `__Host-` instead.
     */
    advanced: {
      useSecureCookies: false,
      ...(secure && { cookiePrefix: '__Host-better-auth' }),
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const plan = planFromQuery(typeof user.plan === 'string' ? user.plan : undefined)
            // The trial starts when the address is confirmed (accounts.ts), not before anyone proved it.
            const data = {
              ...user,
              plan,
              trialEndsAt: null,
              passwordChosenByOwner: false,
              locale: accountLocale(user),
            }
            return { data }
          },
        },
      },
      session: {
        create: {
          // Remembered only when the visitor ticked Remember Me; every other session is short.
          before: async (session, context) => {
            // Better Auth replaces a session when two-step sign-in is turned on or off: the new one ends when the old one would have.
            const replaced = (session as { lastsUntil?: Date | string | null }).lastsUntil
            if (replaced) {
              const end = new Date(replaced)
              return {
                data: {
                  ...session,
                  expiresAt: new Date(Math.min(end.getTime(), +new Date(session.expiresAt))),
                },
              }
            }
            const remembered =
              (context?.body as { rememberMe?: unknown } | undefined)?.rememberMe === true ||
              // The code step: Better Auth gives a session the long lifetime when the password step had Remember Me ticked.
              (TWO_STEP_PATHS.includes(context?.path ?? '') && rememberedByLibrary(session.expiresAt))
            const lastsUntil = sessionEndFrom(new Date(), remembered)
            const expiresAt = remembered ? session.expiresAt : lastsUntil
            return {
              data: {
                ...session,
                expiresAt,
                lastsUntil,
                signInMethod: signInMethodOf(context?.path),
              },
            }
          },
        },
        update: {
          // Better Auth renews a session to its full 30 days: never past the moment it must end.
          before: async (update, context) => {
            const current = context?.context.session?.session as Parameters<typeof sessionEnd>[0] | undefined
            if (!update.expiresAt || !current) return
            const end = sessionEnd(current)
            if (new Date(update.expiresAt) > end) return { data: { ...update, expiresAt: end } }
          },
        },
      },
    },
    // Better Auth logs e-mail addresses at "info"; errors only, each on one line (log.ts).
    logger: { level: 'error', log: logBetterAuth },
    plugins: [
      // Two-step sign-in with an authenticator app (TOTP), recovery codes and trusted browsers (two-factor.ts).
      twoFactor({
        issuer: site.name,
        trustDeviceMaxAge: TRUSTED_BROWSER_SECONDS,
        // Recovery codes stored encrypted with the auth secret (the library's default), ten of them.
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' },
      }),
      signInHistory(),
      passkeyPlugin(publicUrl),
      // Last: copies the cookies Better Auth sets into the server action's response.
      nextCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * Ends every reset link of the account that is still unused. Better Auth consumes only the link a
 * reset used: after a reset or a password change, an older link mailed to the account must not
 * set the password again.
 */
export async function deleteResetLinks(instance: Auth, userId: string): Promise<void> {
  const { adapter } = await instance.$context
  await adapter.deleteMany({
    model: 'verification',
    where: [
      { field: 'value', value: userId },
      { field: 'identifier', operator: 'starts_with', value: RESET_IDENTIFIER },
    ],
  })
}

/** The accounts' database, opened and migrated as authFor opens it (lockout.ts keeps its failure streaks there). */
export async function openedAuthDatabase(env?: Env): Promise<AuthDatabase> {
  instances ??= openInstances(env)
  await instances.ready
  return instances.database
}

type Instances = {
  database: AuthDatabase
  secret: string
  ready: Promise<void>
  bySecurity: Map<boolean, Auth>
}
let instances: Instances | undefined

/**
 * The process's Better Auth, made on first use: it opens (and creates) the database, runs
 * Better Auth's migrations (they add tables and columns, never drop), and reads the secret.
 * One instance for https requests and one for http, as the Secure flag is fixed per instance.
 */
export async function authFor(headers: Headers, mailer: LinkMailer, env?: Env): Promise<Auth> {
  instances ??= openInstances(env)
  await instances.ready
  const secure = cookiesAreSecure(headers, env)
  let auth = instances.bySecurity.get(secure)
  if (!auth) {
    auth = createAuth({
      database: instances.database,
      secret: instances.secret,
      secure,
      env,
      mailer,
    })
    instances.bySecurity.set(secure, auth)
  }
  return auth
}

function openInstances(env: Env | undefined): Instances {
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
  const options = createAuth({
    database,
    secret,
    secure: false,
    mailer: noMail,
  }).options
  await serialisedMigration(database, async () => {
    const { runMigrations } = await getMigrations(options)
    await runMigrations()
  })
}

const noMail: LinkMailer = {
  sendResetLink: async () => {},
  sendConfirmationLink: async () => {},
}
