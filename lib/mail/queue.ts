import { openMailQueueStore, type MailQueueStore } from './queue-store.ts'
import type { Mail, Mailer } from './types.ts'

/*
 * The durable mail queue and its worker, in the server process. `enqueue` writes the mail
 * to SQLite and returns: a request never waits on SMTP. The worker then sends every due
 * mail one at a time; a failure is retried after retryMs, then twice as long each time,
 * up to maxRetryMs, until the mail goes out. Its timers are unref'd: they never keep a
 * process alive on their own.
 */

export type MailQueueOptions = {
  file: string
  mailer: Mailer
  retryMs: number
  maxRetryMs: number
  senderDomain?: string
  /** One line per failed attempt; never given a mail's body. */
  log?: (line: string) => void
  now?: () => number
}

export type MailQueue = {
  readonly store: MailQueueStore
  /** Durably queues a mail and wakes the worker; throws only if the queue cannot be written. */
  enqueue(mail: Mail): number
  /** Sends what is due now; resolves when nothing due is left (tests, and the first start). */
  processDue(): Promise<void>
  stop(): void
}

/** How long to wait after the nth failed attempt (n from 1). */
export function retryDelay(attempts: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30))
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ').slice(0, 300)

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { mailer, retryMs, maxRetryMs, log = (line) => console.error(line), now = Date.now } = options
  const store = openMailQueueStore(options.file, { senderDomain: options.senderDomain })
  let pass: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function sendDue() {
    while (!stopped) {
      const claimed = store.claim(now())
      if (!claimed) return
      const { mail, attempt } = claimed
      try {
        await mailer.send(mail)
        store.markSent(mail.id, now())
      } catch (error) {
        const delay = retryDelay(attempt, retryMs, maxRetryMs)
        store.markFailed(mail.id, reasonOf(error), now() + delay)
        log(
          `[mail] #${mail.id} (${mail.kind}) to ${mailer.description}: attempt ${attempt} failed ` +
            `(${reasonOf(error)}); next try in ${delay < 1000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`}`,
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
        log(`[mail] the queue at ${store.location} could not be read: ${reasonOf(error)}`)
        schedule(retryMs)
      })
      .finally(() => {
        pass = undefined
        if (stopped) return
        if (again) {
          again = false
          void processDue()
          return
        }
        try {
          const due = store.nextDue()
          if (due !== undefined) schedule(due - now())
        } catch {
          schedule(retryMs)
        }
      })
    return pass
  }

  return {
    store,
    enqueue(mail: Mail) {
      const id = store.add(mail, now())
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
        store.close()
      })
    },
  }
}
