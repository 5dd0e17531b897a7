import type { Locale } from '../../i18n/locales.ts'
import { asLocale } from '../../i18n/locales.ts'
import type { Query, Row, TrustDatabase } from '../store/database.ts'

/*
 * Subscriptions to subprocessor notices (double opt-in), and the notices each change has been
 * mailed as: one row per change and subscriber, so that a change is mailed to a subscriber once,
 * whatever the webhook's retries, the instances or a later edit of the change.
 */

type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export type Subscriber = {
  id: number
  email: string
  locale: Locale
  status: SubscriberStatus
  confirmedAt: string | null
}

const subscriber = (row: Row): Subscriber => ({
  id: Number(row.id),
  email: String(row.email),
  locale: asLocale(row.locale),
  status: row.status as SubscriberStatus,
  confirmedAt: row.confirmed_at == null ? null : String(row.confirmed_at),
})

const columns = 'id, email, locale, status, confirmed_at'

export function subscriptionStore(database: TrustDatabase) {
  const { query } = database
  return {
    /**
     * Records a request to subscribe `email` (lower case) with a new confirmation token's hash, and
     * answers whether a confirmation mail should go out: not to an address already confirmed.
     */
    async request(email: string, locale: Locale, confirmHash: string, expiresAt: number, now: string) {
      return database.transaction(async (run) => {
        const [existing] = await run(`SELECT ${columns} FROM trust_subscribers WHERE email = ?`, [email])
        if (existing && existing.status === 'confirmed') return { mail: false as const }
        if (existing) {
          await run(
            'UPDATE trust_subscribers SET status = ?, locale = ?, confirm_hash = ?, confirm_expires = ? WHERE id = ?',
            ['pending', locale, confirmHash, expiresAt, Number(existing.id)],
          )
        } else {
          await run(
            'INSERT INTO trust_subscribers (email, locale, status, confirm_hash, confirm_expires, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            [email, locale, 'pending', confirmHash, expiresAt, now],
          )
        }
        return { mail: true as const }
      })
    },

    /** The pending subscription a confirmation token's hash names, while the token is valid. */
    async byConfirmHash(hash: string, now: number): Promise<Subscriber | undefined> {
      const [row] = await query(
        `SELECT ${columns} FROM trust_subscribers WHERE confirm_hash = ? AND confirm_expires > ? AND status = 'pending'`,
        [hash, now],
      )
      return row ? subscriber(row) : undefined
    },

    /** Confirms it and spends the token, once: a second use (or a race) finds nothing. */
    async confirm(hash: string, now: number, nowIso: string): Promise<Subscriber | undefined> {
      const [row] = await query(
        `UPDATE trust_subscribers SET status = 'confirmed', confirm_hash = NULL, confirm_expires = NULL, confirmed_at = ?, unsubscribed_at = NULL
         WHERE confirm_hash = ? AND confirm_expires > ? AND status = 'pending' RETURNING ${columns}`,
        [nowIso, hash, now],
      )
      return row ? subscriber(row) : undefined
    },

    async byId(id: number): Promise<Subscriber | undefined> {
      const [row] = await query(`SELECT ${columns} FROM trust_subscribers WHERE id = ?`, [id])
      return row ? subscriber(row) : undefined
    },

    /** Ends a confirmed subscription; true when it was one (a repeat finds it ended already). */
    async unsubscribe(id: number, nowIso: string): Promise<boolean> {
      const rows = await query(
        `UPDATE trust_subscribers SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ? AND status = 'confirmed' RETURNING id`,
        [nowIso, id],
      )
      return rows.length > 0
    },

    /**
     * Announces a change once: the first call records it and one notice per subscriber confirmed
     * in its language by then, in one transaction. Every call then claims the notices no other call
     * is queuing (a claim lapses after a while, so that one a crashed process claimed is taken
     * again), and answers them with their subscribers: each is queued by one call only.
     */
    async announce(changeId: string, locale: Locale, nowIso: string) {
      await database.transaction(async (run) => {
        const claimed = await run(
          'INSERT INTO trust_announcements (change_id, locale, announced_at) VALUES (?, ?, ?) ON CONFLICT (change_id) DO NOTHING RETURNING change_id',
          [changeId, locale, nowIso],
        )
        if (claimed.length === 0) return
        await run(
          `INSERT INTO trust_notices (change_id, subscriber_id) SELECT ?, id FROM trust_subscribers WHERE status = 'confirmed' AND locale = ?`,
          [changeId, locale],
        )
      })
      const now = Date.parse(nowIso)
      const ids = await query(
        `UPDATE trust_notices SET claimed_at = ? WHERE change_id = ? AND mail_id IS NULL AND (claimed_at IS NULL OR claimed_at < ?)
         RETURNING subscriber_id`,
        [now, changeId, now - CLAIM_MS],
      )
      return confirmedAmong(
        query,
        ids.map((row) => Number(row.subscriber_id)),
      )
    },

    /** Records the queued mail of a notice. */
    async markQueued(changeId: string, subscriberId: number, mailId: number) {
      await query('UPDATE trust_notices SET mail_id = ? WHERE change_id = ? AND subscriber_id = ?', [
        mailId,
        changeId,
        subscriberId,
      ])
    },

    /** Gives a claim back: its mail could not be queued, and the next publish tries again. */
    async release(changeId: string, subscriberId: number) {
      await query(
        'UPDATE trust_notices SET claimed_at = NULL WHERE change_id = ? AND subscriber_id = ? AND mail_id IS NULL',
        [changeId, subscriberId],
      )
    },
  }
}

/** How long a claimed notice waits for its mail before another call may take it. */
const CLAIM_MS = 2 * 60_000

/** The subscribers among `ids` who are still confirmed. */
async function confirmedAmong(query: Query, ids: number[]): Promise<Subscriber[]> {
  if (ids.length === 0) return []
  const rows = await query(
    `SELECT ${columns} FROM trust_subscribers WHERE status = 'confirmed' AND id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
    ids,
  )
  return rows.map(subscriber)
}

export type SubscriptionStore = ReturnType<typeof subscriptionStore>
