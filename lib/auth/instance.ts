import 'server-only'
import { queueMail } from '../mail'
import { authFor, type Auth, type LinkMailer } from './better-auth'
import { confirmationMail, passwordResetMail } from './mails'

/*
 * The process's Better Auth for a request, with the mails its links go out in (queued; lib/mail
 * delivers them). What lib/auth's modules call Better Auth through.
 */

const mailer: LinkMailer = {
  sendResetLink: (link) => queueMail(passwordResetMail(link)),
  sendConfirmationLink: (link) => queueMail(confirmationMail(link)),
}

export const authOf = (headers: Headers): Promise<Auth> => authFor(headers, mailer)
