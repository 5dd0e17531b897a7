import { asLocale, type Locale } from '../../i18n/locales.ts'
import type { Row, TrustDatabase } from '../store/database.ts'

/*
 * Who may download the restricted documents: one row per address (lower case), with the NDA
 * version it accepted and when, and staff's decision (approved, refused, or none yet). Approval
 * is of the address, for every restricted document; an approved domain (Studio settings) approves
 * its confirmed addresses at once without a row saying so (state.ts). And the log of downloads:
 * who, what, when.
 */

type AccessStatus = 'pending' | 'approved' | 'refused'

export type AccessRecord = {
  email: string
  userId: string | null
  name: string | null
  locale: Locale
  status: AccessStatus
  ndaVersion: string | null
  ndaAcceptedAt: string | null
  requestedAt: string | null
  decidedAt: string | null
  decidedBy: string | null
}

export type Download = {
  email: string
  userId: string
  documentKey: string
  document: string
  locale: Locale
  at: string
}

const record = (row: Row): AccessRecord => ({
  email: String(row.email),
  userId: row.user_id == null ? null : String(row.user_id),
  name: row.name == null ? null : String(row.name),
  locale: asLocale(row.locale),
  status: row.status as AccessStatus,
  ndaVersion: row.nda_version == null ? null : String(row.nda_version),
  ndaAcceptedAt: row.nda_accepted_at == null ? null : String(row.nda_accepted_at),
  requestedAt: row.requested_at == null ? null : String(row.requested_at),
  decidedAt: row.decided_at == null ? null : String(row.decided_at),
  decidedBy: row.decided_by == null ? null : String(row.decided_by),
})

const columns =
  'email, user_id, name, locale, status, nda_version, nda_accepted_at, requested_at, decided_at, decided_by'

export function accessStore(database: TrustDatabase) {
  const { query } = database
  return {
    location: database.location,
    async get(email: string): Promise<AccessRecord | undefined> {
      const [row] = await query(`SELECT ${columns} FROM trust_access WHERE email = ?`, [email])
      return row ? record(row) : undefined
    },

    /** A signed-in account accepts the NDA and asks for access: a decision already made stands. */
    async request(
      account: { email: string; userId: string; name: string; locale: Locale },
      ndaVersion: string,
      now: string,
    ) {
      const [row] = await query(
        `INSERT INTO trust_access (email, user_id, name, locale, status, nda_version, nda_accepted_at, requested_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET user_id = excluded.user_id, name = excluded.name, locale = excluded.locale,
           nda_version = excluded.nda_version, nda_accepted_at = excluded.nda_accepted_at,
           requested_at = COALESCE(trust_access.requested_at, excluded.requested_at)
         RETURNING ${columns}`,
        [account.email, account.userId, account.name, account.locale, ndaVersion, now, now],
      )
      return record(row!)
    },

    /** Staff's decision on an address, whether or not it has asked yet; answers the record, now. */
    async decide(email: string, status: 'approved' | 'refused', by: string, now: string) {
      const [row] = await query(
        `INSERT INTO trust_access (email, locale, status, decided_at, decided_by) VALUES (?, 'en', ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET status = excluded.status, decided_at = excluded.decided_at, decided_by = excluded.decided_by
         RETURNING ${columns}`,
        [email, status, now, by],
      )
      return record(row!)
    },

    /** The requests waiting for a decision, oldest first. */
    async pending(): Promise<AccessRecord[]> {
      const rows = await query(
        `SELECT ${columns} FROM trust_access WHERE status = 'pending' ORDER BY requested_at, email`,
      )
      return rows.map(record)
    },

    async logDownload(download: Download) {
      await query(
        'INSERT INTO trust_downloads (email, user_id, document_key, document, locale, downloaded_at) VALUES (?, ?, ?, ?, ?, ?)',
        [download.email, download.userId, download.documentKey, download.document, download.locale, download.at],
      )
    },

    /** The downloads, newest first. */
    async downloads({ limit = 50 } = {}): Promise<Download[]> {
      const rows = await query(
        'SELECT email, user_id, document_key, document, locale, downloaded_at FROM trust_downloads ORDER BY downloaded_at DESC, id DESC LIMIT ?',
        [limit],
      )
      return rows.map((row) => ({
        email: String(row.email),
        userId: String(row.user_id),
        documentKey: String(row.document_key),
        document: String(row.document),
        locale: asLocale(row.locale),
        at: String(row.downloaded_at),
      }))
    },
  }
}
