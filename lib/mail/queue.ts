import type { MailQueueStore } from './queue-store.ts'
import type { Mail, Mailer } from './types.ts'
import { describeError } from '../log.ts'

/*
 * The durable mail queue and its worker, in the server process. `enqueue` writes the mail
 * to its store (SQLite, or PostgreSQL shared by every instance) and returns: a request never
 * waits on SMTP. The worker then sends every due mail one at a time; a failure is retried
 * after retryMs, then twice as long each time, up to maxRetryMs, until the mail goes out. On a
 * shared store it also looks for due mail every pollMs, since another instance may have queued
 * it and died. Its timers are unref'd: they never keep a process alive on their own.
 */

/** On a shared store, how often a worker looks for mail another instance queued. */
const SHARED_POLL_MS = 5_000

export type MailQueueOptions = {
  store: MailQueueStore
  mailer: Mailer
  retryMs: number
  maxRetryMs: number
  /** One line per failed attempt; never given a mail's body. */
  log?: (line: string) => void
  now?: () => number
  pollMs?: number
}

export type MailQueue = {
  readonly store: MailQueueStore
  /** Durably queues a mail and wakes the worker; rejects only if the queue cannot be written. */
  enqueue(mail: Mail): Promise<number>
  /** Sends what is due now; resolves when nothing due is left (tests, and the first start). */
  processDue(): Promise<void>
  stop(): void
}

/** How long to wait after the nth failed attempt (n from 1). */
export function retryDelay(attempts: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30))
}

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { store, mailer, retryMs, maxRetryMs, log = (line) => console.error(line), now = Date.now } = options
  const pollMs = options.pollMs ?? SHARED_POLL_MS
  let pass: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function sendDue() {
    while (!stopped) {
      const claimed = await store.claim(now())
      if (!claimed) return
      const { mail, attempt } = claimed
      try {
        await mailer.send(mail)
        await store.markSent(mail.id, now())
      } catch (error) {
        const delay = retryDelay(attempt, retryMs, maxRetryMs)
        await store.markFailed(mail.id, describeError(error), now() + delay)
        log(
          `[mail] #${mail.id} (${mail.kind}) to ${mailer.description}: attempt ${attempt} failed ` +
            `(${describeError(error)}); next try in ${delay < 1000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`}`,
        )
      }
    }
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void processDue(), Math.min(Math.max(delay, 0), 2 ** 31 - 1))
    timer.unref()
  }

  function processDue(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (pass) {
      again = true
      return pass
    }
    pass = sendDue()
      .catch((error) => {
        // The queue file itself failed (disk full, locked): try again later.
        log(`[mail] the queue at ${store.location} could not be read: ${describeError(error)}`)
        schedule(retryMs)
      })
      .finally(async () => {
        pass = undefined
        if (stopped) return
        if (again) {
          again = false
          void processDue()
          return
        }
        try {
          const due = await store.nextDue()
          const wait = due === undefined ? Infinity : due - now()
          if (store.shared) schedule(Math.min(wait, pollMs))
          else if (due !== undefined) schedule(wait)
        } catch {
          schedule(retryMs)
        }
      })
    return pass
  }

  return {
    store,
    async enqueue(mail: Mail) {
      const id = await store.add(mail, now())
      // After the caller's answer, not during it.
      schedule(0)
      return id
    },
    processDue,
    /** Stops the worker; a mail being sent is still recorded as sent or failed, then the file closes. */
    stop() {
      stopped = true
      clearTimeout(timer)
      void (pass ?? Promise.resolve()).finally(() => {
        mailer.close?.()
        void store.close()
      })
    },
  }
}
