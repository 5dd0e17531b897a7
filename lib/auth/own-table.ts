import { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'
import { withMigrationLock } from '../postgres.ts'

/** SQLite's `?` parameters as PostgreSQL's numbered ones. */
const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}

/**
 * A table of this site's own beside Better Auth's, in the accounts' database (the SQLite file, or
 * PostgreSQL with DATABASE_URL): made on first use by `create` (on PostgreSQL under the migration
 * lock, as instances starting together would race to make it), then queried with `?` parameters
 * in either store. Answers the rows a statement returns.
 */
export function ownTable(database: DatabaseSync | pg.Pool, name: string, create: string) {
  let ready: Promise<void> | undefined
  return async (sql: string, params: (string | number)[]): Promise<Record<string, unknown>[]> => {
    if (database instanceof DatabaseSync) {
      ready ??= Promise.resolve().then(() => void database.exec(create))
      await ready
      return database.prepare(sql).all(...params) as Record<string, unknown>[]
    }
    ready ??= withMigrationLock(database, `table ${name}`, () => database.query(create)).then(() => undefined)
    await ready
    return (await database.query(numbered(sql), params)).rows as Record<string, unknown>[]
  }
}
