import nodemailer from 'nodemailer'
import { describeSmtpUrl } from './config.ts'
import { messageOptions } from './compose.ts'
import type { Mailer, OutgoingMail } from './types.ts'

/*
 * Nodemailer over SMTP, one connection per mail (mail here is rare: resets and leads).
 * Timeouts well under the queue's lease, so a silent server fails the attempt instead of
 * holding the mail.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Settings in the URL's query (?connectionTimeout=...) win over these.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    description: describeSmtpUrl(url),
    async send(mail: OutgoingMail) {
      await transport.sendMail(messageOptions(mail, from))
    },
    close: () => transport.close(),
  }
}
