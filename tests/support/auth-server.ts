import { tempDir } from './temp-dir'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { createAuth, migrate, type AccountLink } from '@/lib/auth/better-auth'
import { authDatabase } from '@/lib/auth/database'
import { cheapHashing } from './cheap-hashing'

/* Better Auth on a real SQLite file, for tests/server: a fresh database, and the server over it. */

/** The secret the test servers sign with. */
export const TEST_AUTH_SECRET = 'unit-test-secret-unit-test-secret-0123456789'

/** A new account database in a temporary folder, migrated. */
export async function freshAuthDatabase(prefix: string) {
  const dir = tempDir(prefix)
  const db = authDatabase({ AUTH_DB_PATH: path.join(dir, 'auth.sqlite') }) as DatabaseSync
  await migrate(db, TEST_AUTH_SECRET)
  return db
}

/** The auth server over `db`; its mails' links go to the given lists instead of a mailer. */
export const testAuth = ({
  db,
  secure = false,
  resetLinks,
  confirmationLinks,
}: {
  db: DatabaseSync
  secure?: boolean
  resetLinks: AccountLink[]
  confirmationLinks: AccountLink[]
}) =>
  createAuth({
    database: db,
    secret: TEST_AUTH_SECRET,
    secure,
    env: {},
    mailer: {
      sendResetLink: async (link) => void resetLinks.push(link),
      sendConfirmationLink: async (link) => void confirmationLinks.push(link),
    },
    hashing: cheapHashing,
  })
