import path from 'node:path'

/*
 * The mail settings, read from the environment. Only Node built-ins here: `npm run outbox`
 * imports this file directly with Node's type stripping.
 */

const DEFAULT_MAIL_FROM = 'MediCore <no-reply@medicore.example>'
/** Next to data/contact.sqlite: the data folder under the directory the server was started from. */
const DEFAULT_OUTBOX_DIR = path.join('data', 'outbox')
const DEFAULT_MAIL_DB_PATH = path.join('data', 'mail.sqlite')
const DEFAULT_RETRY_MS = 30_000
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

type Env = Record<string, string | undefined>

export class MailConfigError extends Error {
  override name = 'ConfigError'
}

export function mailConfigFromEnv(env: Env = process.env): MailConfig {
  const value = (name: string) => env[name]?.trim() || undefined
  const smtpUrl = value('SMTP_URL')
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new MailConfigError(
      'SMTP_URL must start with smtp:// or smtps://, for example smtp://user:pass@mail.example:587.',
    )
  }
  const retry = value('MAIL_RETRY_MS')
  const retryMs = retry === undefined ? DEFAULT_RETRY_MS : Number(retry)
  if (!Number.isInteger(retryMs) || retryMs < 1) {
    throw new MailConfigError(`MAIL_RETRY_MS must be a positive whole number of milliseconds (got "${retry}").`)
  }
  return {
    smtpUrl,
    from: value('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: value('MAIL_OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR,
    dbPath: value('MAIL_DB_PATH') ?? DEFAULT_MAIL_DB_PATH,
    retryMs,
    maxRetryMs: Math.max(MAX_RETRY_MS, retryMs),
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
