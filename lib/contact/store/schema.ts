import { defaultLocale } from '../../i18n/locales.ts'

/** The contact_messages table both SQL stores keep, in the store's own types for the id and the time. */
export function contactMessagesSchema({ id, time }: { id: string; time: string }): string {
  return `
    CREATE TABLE IF NOT EXISTS contact_messages (
      id           ${id},
      name         TEXT NOT NULL,
      email        TEXT NOT NULL,
      subject      TEXT NOT NULL,
      message      TEXT NOT NULL,
      submitted_at ${time} NOT NULL,
      fingerprint  TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contact_messages_by_fingerprint ON contact_messages (fingerprint, submitted_at);
    CREATE INDEX IF NOT EXISTS contact_messages_by_time ON contact_messages (submitted_at);
  `
}

/**
 * The second step: the language each message was sent in. Messages stored before it read as
 * English, the default (their language was not kept). SQLite has no ADD COLUMN IF NOT EXISTS,
 * and needs none (its file counts its steps); PostgreSQL runs every step on each start.
 */
export const contactMessagesLocaleColumn = ({ ifNotExists }: { ifNotExists: boolean }) =>
  `ALTER TABLE contact_messages ADD COLUMN ${ifNotExists ? 'IF NOT EXISTS ' : ''}locale TEXT NOT NULL DEFAULT '${defaultLocale}';`
