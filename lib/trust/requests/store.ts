import { createHash } from 'node:crypto'
import { asLocale, type Locale } from '../../i18n/locales.ts'
import type { Row, TrustDatabase } from '../store/database.ts'
import type { TrustFileType } from '../rules.ts'
import type { RequestKind } from '../text.ts'

/*
 * The requests for a questionnaire review, a BAA or a pen-test letter, each with its one file in
 * the same row (the database's own bytes column): stored before the visitor reads "sent", in
 * SQLite or PostgreSQL like a contact message, and listed by `npm run inbox`. The same request
 * sent again within 10 minutes (a double submit) is kept once.
 */

export type TrustRequest = {
  kind: RequestKind
  name: string
  email: string
  organization: string
  message: string
  locale: Locale
  submittedAt: string
  file?: { name: string; type: TrustFileType; bytes: Uint8Array }
}

export type StoredRequest = Omit<TrustRequest, 'file'> & {
  id: string
  file?: { name: string; type: TrustFileType; size: number; sha256: string }
}

const DUPLICATE_WINDOW_MS = 10 * 60 * 1000

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

const stored = (row: Row): StoredRequest => ({
  id: String(row.id),
  kind: row.kind as RequestKind,
  name: String(row.name),
  email: String(row.email),
  organization: String(row.organization),
  message: String(row.message),
  locale: asLocale(row.locale),
  submittedAt: String(row.submitted_at),
  ...(row.file_type != null && {
    file: {
      name: String(row.file_name),
      type: row.file_type as TrustFileType,
      size: Number(row.file_size),
      sha256: String(row.file_sha256),
    },
  }),
})

const listed =
  'id, kind, name, email, organization, message, locale, submitted_at, file_name, file_type, file_size, file_sha256'

export function requestStore(database: TrustDatabase) {
  return {
    location: database.location,
    /** Stores a request and its file; `duplicate` when the same one arrived moments ago (kept once). */
    async save(request: TrustRequest): Promise<{ id: string; duplicate: boolean }> {
      const fileHash = request.file ? sha256(request.file.bytes) : null
      const print = sha256(
        JSON.stringify([
          request.kind,
          request.email.toLowerCase(),
          request.name,
          request.organization,
          request.message,
          fileHash,
        ]),
      )
      const since = new Date(Date.parse(request.submittedAt) - DUPLICATE_WINDOW_MS).toISOString()
      return database.transaction(async (query) => {
        const [earlier] = await query(
          'SELECT id FROM trust_requests WHERE fingerprint = ? AND submitted_at >= ? LIMIT 1',
          [print, since],
        )
        if (earlier) return { id: String(earlier.id), duplicate: true }
        const [row] = await query(
          `INSERT INTO trust_requests (kind, name, email, organization, message, locale, submitted_at, fingerprint, file_name, file_type, file_size, file_sha256, file_data)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [
            request.kind,
            request.name,
            request.email,
            request.organization,
            request.message,
            request.locale,
            request.submittedAt,
            print,
            request.file?.name ?? null,
            request.file?.type ?? null,
            request.file?.bytes.byteLength ?? null,
            fileHash,
            request.file ? request.file.bytes : null,
          ],
        )
        return { id: String(row!.id), duplicate: false }
      })
    },
    /** Newest first, without the files' bytes. */
    async list({ limit = 50 } = {}): Promise<StoredRequest[]> {
      const rows = await database.query(
        `SELECT ${listed} FROM trust_requests ORDER BY submitted_at DESC, id DESC LIMIT ?`,
        [limit],
      )
      return rows.map(stored)
    },
    /** A request's file: its type and bytes, for `npm run inbox -- --file <id>`. */
    async file(id: string): Promise<{ type: TrustFileType; bytes: Uint8Array } | undefined> {
      if (!/^\d{1,18}$/.test(id)) return undefined
      const [row] = await database.query('SELECT file_type, file_data FROM trust_requests WHERE id = ?', [Number(id)])
      if (!row || row.file_data == null) return undefined
      return { type: row.file_type as TrustFileType, bytes: new Uint8Array(row.file_data as Uint8Array) }
    },
  }
}

export type RequestStore = ReturnType<typeof requestStore>
