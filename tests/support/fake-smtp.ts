/*
 * A real SMTP server for end-to-end tests (the smtp-server package), with an HTTP control
 * API to read what it received and to take it down and up again, as an outage would.
 *
 *   SMTP on 127.0.0.1:E2E_SMTP_PORT (default 3240): accepts any sender, recipient and login, no TLS.
 *   HTTP on 127.0.0.1:E2E_SMTP_HTTP_PORT (default 3241):
 *     GET  /health                  200 while the control API runs (SMTP up or down)
 *     GET  /messages?to=<address>   JSON [{ to, from, replyTo, subject, text, html, date, messageId, calendars }], oldest first;
 *                                   `to` filters on the envelope's recipients, case-insensitively
 *     POST /down                    closes the SMTP listener: connections are refused
 *     POST /up                      listens again
 *
 * Run it: node tests/support/fake-smtp.ts (Playwright starts it as a webServer).
 */
import { testEnv } from './environment.ts'
import { createServer, type Server } from 'node:http'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** The envelope's recipients, comma-separated. */
  to: string
  from: string
  replyTo: string
  subject: string
  text: string
  html: string
  date: string
  messageId: string
  /** The calendar invitations it carries (text/calendar parts: a demo booking's .ics), as text. */
  calendars: string[]
  /** Its List-Unsubscribe and List-Unsubscribe-Post headers as sent (RFC 8058), when it has them. */
  listUnsubscribe?: string
  listUnsubscribePost?: string
}

/** A header's value as sent (unfolded), from mailparser's raw lines. */
const rawHeader = (lines: readonly { key: string; line: string }[], name: string) =>
  lines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')

export type FakeSmtpOptions = { smtpPort: number; httpPort: number; log?: (line: string) => void }

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((object) => object.value.map((entry) => entry.address ?? ''))
    .join(', ')

/** An SMTP server that keeps what it receives in `received`; `listen` and `close` may repeat. */
export function createFakeSmtp(port: number, log: (line: string) => void = () => undefined) {
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined

  function start(): Promise<void> {
    if (server) return Promise.resolve()
    // A new server each time: an smtp-server that was closed is not meant to listen again.
    const smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const recipients = session.envelope.rcptTo.map(({ address }) => address)
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: recipients.join(', '),
              from: addresses(mail.from),
              replyTo: addresses(mail.replyTo),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              date: (mail.date ?? new Date()).toISOString(),
              messageId: mail.messageId ?? '',
              calendars: mail.attachments
                .filter((part) => part.contentType.startsWith('text/calendar'))
                .map((part) => part.content.toString('utf8')),
              listUnsubscribe: rawHeader(mail.headerLines, 'list-unsubscribe'),
              listUnsubscribePost: rawHeader(mail.headerLines, 'list-unsubscribe-post'),
            })
            log(`[fake-smtp] received "${mail.subject}" for ${recipients.join(', ')}`)
            callback()
          })
          .catch((error: Error) => callback(error))
      },
    })
    server = smtp
    return new Promise((resolve, reject) => {
      smtp.server.once('error', reject)
      smtp.listen(port, '127.0.0.1', () => {
        smtp.server.off('error', reject)
        resolve()
      })
    })
  }

  function stop(): Promise<void> {
    const smtp = server
    server = undefined
    // The listening socket closes at once; the callback waits for open connections (at most closeTimeout).
    return smtp ? new Promise((resolve) => smtp.close(() => resolve())) : Promise.resolve()
  }

  return {
    received,
    start,
    stop,
    get up() {
      return server !== undefined
    },
  }
}

export async function startFakeSmtp({ smtpPort, httpPort, log = () => undefined }: FakeSmtpOptions) {
  const smtp = createFakeSmtp(smtpPort, log)
  await smtp.start()
  const http: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`)
    const route = `${request.method} ${url.pathname}`
    if (route === 'GET /health') return send(200, { ok: true, smtp: smtp.up ? 'up' : 'down' })
    if (route === 'GET /messages') {
      const to = url.searchParams.get('to')?.toLowerCase()
      const sentTo = (mail: ReceivedMail) => mail.to.toLowerCase().split(', ').includes(to!)
      return send(200, to ? smtp.received.filter(sentTo) : smtp.received)
    }
    if (route === 'POST /down' || route === 'POST /up') {
      const change = route === 'POST /down' ? smtp.stop() : smtp.start()
      change.then(
        () => {
          log(`[fake-smtp] SMTP ${smtp.up ? 'up' : 'down'}`)
          send(200, { smtp: smtp.up ? 'up' : 'down' })
        },
        (error: Error) => send(500, { error: error.message }),
      )
      return
    }
    send(404, { error: `No route ${route}` })
  })
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve))
  return {
    smtp,
    close: async () => {
      await smtp.stop()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

if (import.meta.main) {
  const smtpPort = Number(testEnv.E2E_SMTP_PORT ?? 3240)
  const httpPort = Number(testEnv.E2E_SMTP_HTTP_PORT ?? 3241)
  await startFakeSmtp({ smtpPort, httpPort, log: (line) => console.log(line) })
  console.log(`Fake SMTP on 127.0.0.1:${smtpPort}, control API on http://127.0.0.1:${httpPort}`)
}
