import 'server-only'
import { existsSync } from 'node:fs'
import { servesPublicHost } from '../public-host.ts'
import { ConfigError } from '../env/server.ts'
import { mailConfigFromEnv, type MailConfig } from './config.ts'
import { createOutboxMailer } from './outbox.ts'
import { databaseUrl, describeDatabase, postgresPool } from '../postgres.ts'
import { createMailQueue, type MailQueue } from './queue.ts'
import { openMailQueueStore, senderDomainOf, type MailQueueStore } from './queue-store.ts'
import { openPostgresMailQueueStore } from './queue-store-postgres.ts'
import { createSmtpMailer } from './smtp.ts'
import type { Mail, Mailer } from './types.ts'

export type { Mail } from './types.ts'

/*
 * The site's one way to send email. The queue and its worker start lazily, with the first
 * mail this server process queues: that first call also sends whatever an earlier process
 * left pending (after a restart or a crash), so nothing queued is lost, it only waits for
 * the next mail or retry timer of a running process.
 */

function mailerFor(config: MailConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.from)
  // The outbox (files on disk, links printed) is for a local site only: on a public one, every
  // mail (reset links, notices, contact notifications) waits in the queue for SMTP_URL.
  if (servesPublicHost()) return noMailServer
  return createOutboxMailer(config.outboxDir, config.from)
}

const noMailServer: Mailer = {
  description: 'no mail server (SMTP_URL is not set)',
  async send() {
    throw new ConfigError('SMTP_URL is not set: on a public host mail waits in the queue until it is.')
  },
}

// One queue per process, even if Next loads this module in several bundles.
const slot = Symbol.for('medicore.mail.queue')
type Slot = { key: string; queue: MailQueue }
const holder = globalThis as typeof globalThis & { [slot]?: Slot }

/** With DATABASE_URL, PostgreSQL shared by every instance; otherwise this instance's SQLite file. */
function storeFor(config: MailConfig, url = databaseUrl()): MailQueueStore {
  const senderDomain = senderDomainOf(config.from)
  return url
    ? openPostgresMailQueueStore(postgresPool(url), { location: describeDatabase(url), senderDomain })
    : openMailQueueStore(config.dbPath, { senderDomain })
}

/** The process's queue, made on first use and again if the environment changed (tests). */
function defaultQueue(): MailQueue {
  const config = mailConfigFromEnv()
  const key = JSON.stringify({ config, database: databaseUrl(), public: servesPublicHost() })
  const current = holder[slot]
  if (current?.key === key) return current.queue
  current?.queue.stop()
  const queue = createMailQueue({
    store: storeFor(config),
    mailer: mailerFor(config),
    retryMs: config.retryMs,
    maxRetryMs: config.maxRetryMs,
  })
  holder[slot] = { key, queue }
  return queue
}

function check(mail: Mail) {
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mail.to)) throw new TypeError(`queueMail: "to" must be one email address.`)
  if (/[\r\n]/.test(mail.subject)) throw new TypeError('queueMail: the subject must be one line.')
  if (!mail.kind) throw new TypeError('queueMail: "kind" is required (for example "password-reset").')
  for (const [name, value] of Object.entries(mail.headers ?? {}))
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value))
      throw new TypeError(`queueMail: the header ${JSON.stringify(name)} must be a name and one line.`)
}

/**
 * Resolves once the mail is durably queued (not yet sent): a request never waits on SMTP,
 * and its timing never depends on delivery. A background worker in the server process
 * delivers it and retries failures with backoff until it goes out. Throws only if the
 * queue itself cannot be written (or the mail or the mail settings are malformed).
 */
export async function queueMail(mail: Mail): Promise<void> {
  await queueMailWithId(mail)
}

/** queueMail, resolving with the queued mail's id: a mail that may have to be withdrawn (withdrawMail). */
export async function queueMailWithId(mail: Mail): Promise<number> {
  check(mail)
  return defaultQueue().enqueue(mail)
}

/** Takes a queued mail back before it goes out (a reminder for a meeting that moved); false when it is too late. */
export async function withdrawMail(id: number): Promise<boolean> {
  return defaultQueue().store.withdraw(id, Date.now())
}

/**
 * Starts this process's worker without waiting for a mail of its own: with a shared queue
 * (DATABASE_URL), so that mail queued by an instance that stopped is sent by the others; with a
 * queue file that exists, so that mail queued for later (a demo's reminder) goes out after a restart.
 */
export function startSharedMailWorker() {
  if (databaseUrl() || existsSync(mailConfigFromEnv().dbPath)) void defaultQueue().processDue()
}

/** Sends what is due now and resolves when none is left: a command-line script's mail (`npm run access`), before it exits. */
export const sendDueMail = () => defaultQueue().processDue()

/** Stops the worker and closes the queue file (tests; a server just exits). */
export function stopMailQueue() {
  holder[slot]?.queue.stop()
  holder[slot] = undefined
}
