import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { optional, webOrigin, webUrlText, wholeNumber, withDefault, wrongPart } from './fields.ts'
import { secret } from './parse.ts'
import { publicSchema } from './public.ts'
import { siteUrlShape } from './site-url.ts'

/*
 * Every variable the site reads, with what it expects: the one schema per variable. Grouped as
 * in .env.example, which lists exactly these (tests/unit/env-example.test.ts). Secrets are marked:
 * a message about one never shows its value.
 */

const text = optional(z.string())
const dataFile = (...parts: string[]) => withDefault(z.string(), path.join('data', ...parts))

const emailAddresses = z.string().transform((raw, context) => {
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const wrong = addresses.find((address) => !/^[^\s@<>,]+@[^\s@<>,]+$/.test(address))
  if (wrong === undefined) return addresses
  context.issues.push(wrongPart(wrong, 'must be email addresses separated by commas, such as "sales@clinic.example"'))
  return z.NEVER
})

/** How long a CDN may keep a public answer: at most a day, so that a retracted page is gone by the next. */
const cacheSeconds = withDefault(wholeNumber(0, 86_400, 'must be a whole number of seconds, 0 to 86400 (a day)'), 60)

/** A proxy's address, or its network in CIDR notation ("10.0.0.0/8", "2001:db8::/32"). */
export type ProxyNetwork = { address: string; prefix: number; family: 'ipv4' | 'ipv6' }

const proxyNetwork = (raw: string): ProxyNetwork | undefined => {
  const [address = '', prefix, ...rest] = raw.split('/')
  const version = isIP(address)
  if (!version || rest.length) return undefined
  const bits = version === 4 ? 32 : 128
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return undefined
  const length = prefix === undefined ? bits : Number(prefix)
  if (length > bits) return undefined
  return { address, prefix: length, family: version === 4 ? 'ipv4' : 'ipv6' }
}

/** "none" (no proxy, said on purpose) is an empty list. */
const proxyNetworks = z.string().transform((raw, context) => {
  if (raw.toLowerCase() === 'none') return []
  const networks: ProxyNetwork[] = []
  const parts = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  for (const part of parts.length ? parts : [raw]) {
    const network = proxyNetwork(part)
    if (network) networks.push(network)
    else {
      context.issues.push(
        wrongPart(
          part,
          'must list the addresses or networks of your proxies, separated by commas (for example "10.0.0.0/8,::1"), or be "none"',
        ),
      )
      return z.NEVER
    }
  }
  return networks
})

export const settingsSchema = z.object({
  // Content source
  ...publicSchema,
  SANITY_USE_CDN: optional(z.enum(['true', 'false'], 'must be "true" or "false"').transform((on) => on === 'true')),
  /** Another host for Sanity's API (Sanity's staging API, the fake Content Lake of the end-to-end tests). */
  SANITY_API_HOST: optional(webUrlText('must be the URL of a Sanity API host, for example "https://api.sanity.io"')),
  /** Another copy of studio/dataset/production.ndjson (tests, the local publish script). */
  BUNDLED_DATASET_PATH: text,
  // Publishing, drafts and previews
  SANITY_REVALIDATE_SECRET: secret(text),
  SANITY_API_READ_TOKEN: secret(text),
  /** The Studio on an origin of its own (docs/security.md): only it may frame draft mode, and /studio redirects there. */
  STUDIO_ORIGIN: optional(
    webOrigin('must be the Studio’s origin alone, for example "https://studio.medicore.example" (no path)'),
  ),
  // Contact form
  CONTACT_DB_PATH: dataFile('contact.sqlite'),
  SANITY_API_WRITE_TOKEN: secret(text),
  // Demo bookings (/demo): SQLite by default, PostgreSQL with DATABASE_URL
  DEMO_DB_PATH: dataFile('demo.sqlite'),
  // The trust center (docs/trust.md): SQLite by default, PostgreSQL with DATABASE_URL
  TRUST_DB_PATH: dataFile('trust.sqlite'),
  // Email
  SMTP_URL: secret(
    optional(
      z
        .string()
        .regex(
          /^smtps?:\/\/[^/]/,
          'must start with smtp:// or smtps://, for example smtp://user:pass@mail.example:587',
        ),
    ),
  ),
  MAIL_FROM: withDefault(z.string(), 'MediCore <no-reply@medicore.example>'),
  CONTACT_NOTIFY_TO: withDefault(emailAddresses, []),
  MAIL_OUTBOX_DIR: dataFile('outbox'),
  MAIL_DB_PATH: dataFile('mail.sqlite'),
  MAIL_RETRY_MS: withDefault(wholeNumber(1, Infinity, 'must be a positive whole number of milliseconds'), 30_000),
  // Site
  ...siteUrlShape,
  // Accounts
  AUTH_DB_PATH: dataFile('auth.sqlite'),
  BETTER_AUTH_SECRET: secret(
    optional(z.string().min(32, 'must be at least 32 characters long (generate one with `openssl rand -base64 32`)')),
  ),
  // Several instances
  REDIS_URL: secret(
    optional(z.string().regex(/^rediss?:\/\/./, 'must be a Redis URL, for example redis://127.0.0.1:6379')),
  ),
  DATABASE_URL: secret(
    optional(
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/./,
          'must be a PostgreSQL URL, for example postgres://user:password@127.0.0.1:5432/medicore',
        ),
    ),
  ),
  TRUSTED_PROXIES: optional(proxyNetworks),
  CACHE_MAX_AGE_SECONDS: cacheSeconds,
  CACHE_STALE_SECONDS: cacheSeconds,
  BUILD_ID: text,
  /** "true": the tree was type-checked just before (npm test's quick stage), so `next build` skips its own check. */
  BUILD_TYPECHECKED: optional(z.enum(['true', 'false'], 'must be "true" or "false"').transform((on) => on === 'true')),
  /** Lets parallel builds (tests, benchmarks) keep their own output folders. */
  NEXT_DIST_DIR: withDefault(z.string(), '.next'),
})

/** Set by Node and Next rather than by whoever deploys the site: not settings, so not in .env.example. */
export const runtimeSchema = z.object({
  /** `next start` is production: NODE_ENV as the server runs, not as it was built. */
  NODE_ENV: text,
})

/** Settings the site no longer reads: set, each stops with what replaced it. Not in .env.example. */
const retiredSchema = z.object({
  TRUSTED_PROXY_HOPS: optional(
    z.never(
      'is no longer read: a hop count trusts whatever X-Forwarded-For a client sends when it reaches the site directly. List your proxies in TRUSTED_PROXIES instead (for example "10.0.0.0/8,::1", or "none")',
    ),
  ),
})

export const variablesShape = { ...settingsSchema.shape, ...runtimeSchema.shape, ...retiredSchema.shape }

export type VariableName = keyof typeof variablesShape
