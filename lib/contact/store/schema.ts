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
