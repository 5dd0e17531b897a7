import type { Locale } from '../../i18n/locales.ts'

/** A contact message as stored: the validated fields, the language it was sent in, and when it arrived. */
export type ContactMessage = {
  name: string
  email: string
  subject: string
  message: string
  /** The language of the page the form was on (its hidden `locale` field): staff answer in it. */
  locale: Locale
  /** ISO 8601, UTC. */
  submittedAt: string
}

export type StoredContactMessage = ContactMessage & { id: string }

export type SaveResult = {
  id: string
  /** True when the same message from the same sender arrived moments ago and was kept once. */
  duplicate: boolean
}

/**
 * Where contact messages go. `save` resolves only once the message is durable (on disk,
 * or committed in the Content Lake), so the visitor is never told "sent" too early.
 */
export interface ContactStore {
  readonly kind: 'sqlite' | 'postgres' | 'lake'
  /** Where, for logs and the inbox: a file path, a database (without its password), or a project and dataset. */
  readonly location: string
  save(message: ContactMessage): Promise<SaveResult>
  /** Newest first. */
  list(options?: { limit?: number }): Promise<StoredContactMessage[]>
}
