import { createHash } from 'node:crypto'
import type { ContactMessage } from './types'

/** The same message from the same sender within this window is kept once (a double submit). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000

/**
 * What makes two messages the same: sender, subject and text (the address in any case). Not the
 * language, so the fingerprints stored before messages kept it still match their retries.
 */
export function fingerprint({ name, email, subject, message }: ContactMessage): string {
  return createHash('sha256')
    .update(JSON.stringify([name, email.toLowerCase(), subject, message]))
    .digest('hex')
}
