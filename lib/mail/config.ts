import { variables, type Env } from '../env/server.ts'

/*
 * The mail settings, from the environment (lib/env/schema.ts has their defaults and checks).
 * `npm run outbox` imports this file with Node's type stripping.
 */

/** The longest wait between two attempts, however many failed before. */
const MAX_RETRY_MS = 10 * 60_000

export type MailConfig = {
  /** smtp:// or smtps:// URL; none means the outbox folder (zero configuration). */
  smtpUrl?: string
  from: string
  outboxDir: string
  dbPath: string
  /** The first retry waits this long; each later one twice as long, up to maxRetryMs. */
  retryMs: number
  maxRetryMs: number
}

export function mailConfigFromEnv(env?: Env): MailConfig {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR, MAIL_DB_PATH, MAIL_RETRY_MS } = variables(
    ['SMTP_URL', 'MAIL_FROM', 'MAIL_OUTBOX_DIR', 'MAIL_DB_PATH', 'MAIL_RETRY_MS'],
    env,
  )
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM,
    outboxDir: MAIL_OUTBOX_DIR,
    dbPath: MAIL_DB_PATH,
    retryMs: MAIL_RETRY_MS,
    maxRetryMs: Math.max(MAX_RETRY_MS, MAIL_RETRY_MS),
  }
}

/** The SMTP URL without its password, for logs. */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'SMTP'
  }
}
