/** One e-mail to send. Plain text is the mail; `html` is an optional, simple rendering of the same words. */
export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Where answers go (the contact form's sender), when not to MAIL_FROM. */
  replyTo?: string
  /** What kind, for logs: 'password-reset' | 'contact-notification' | ... */
  kind: string
  /** A calendar invitation (RFC 5545 text), sent as the mail's text/calendar part and an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
  /** Not before this time (ms since the epoch): a reminder. Unset: now. */
  sendAt?: number
  /** More headers, one line each: a notice's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

/** A mail as the queue hands it to a mailer: with the Message-ID and Date it keeps across retries. */
export type OutgoingMail = Mail & { id: number; messageId: string; date: Date }

/** Sends one mail or throws; the queue retries what throws. */
export interface Mailer {
  /** Where mail goes, for logs: an SMTP host or an outbox folder. */
  readonly description: string
  send(mail: OutgoingMail): Promise<void>
  close?(): void
}
