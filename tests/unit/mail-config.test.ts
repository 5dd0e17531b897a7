import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { notifyAddresses } from '@/lib/contact/notify'
import { describeSmtpUrl, mailConfigFromEnv } from '@/lib/mail/config'

describe('the mail settings', () => {
  it('default to the outbox folder and the queue under data/, with a 30 s first retry capped at 10 minutes', () => {
    expect(mailConfigFromEnv({})).toEqual({
      smtpUrl: undefined,
      from: 'MediCore <no-reply@medicore.example>',
      outboxDir: path.join('data', 'outbox'),
      dbPath: path.join('data', 'mail.sqlite'),
      retryMs: 30_000,
      maxRetryMs: 600_000,
    })
  })

  it('take SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR, MAIL_DB_PATH and MAIL_RETRY_MS', () => {
    expect(
      mailConfigFromEnv({
        SMTP_URL: ' smtps://user:pw@mail.example:465 ',
        MAIL_FROM: 'Clinic <desk@clinic.example>',
        MAIL_OUTBOX_DIR: '/tmp/outbox',
        MAIL_DB_PATH: '/tmp/mail.sqlite',
        MAIL_RETRY_MS: '500',
      }),
    ).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      from: 'Clinic <desk@clinic.example>',
      outboxDir: '/tmp/outbox',
      dbPath: '/tmp/mail.sqlite',
      retryMs: 500,
      maxRetryMs: 600_000,
    })
  })

  it.each([
    [{ SMTP_URL: 'mail.example:587' }, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ MAIL_RETRY_MS: '30s' }, /^MAIL_RETRY_MS must be a positive whole number of milliseconds \(got "30s"\)/],
    [{ MAIL_RETRY_MS: '0' }, /^MAIL_RETRY_MS must be a positive whole number/],
  ])('refuse %j with a message naming the variable', (env, message) => {
    expect(() => mailConfigFromEnv(env)).toThrow(message)
  })

  it('describe an SMTP server in logs without its login', () => {
    expect(describeSmtpUrl('smtp://user:s3cret@mail.example:587')).toBe('smtp://mail.example:587')
  })
})

describe('CONTACT_NOTIFY_TO', () => {
  it('is a comma-separated list of addresses, empty when unset', () => {
    expect(notifyAddresses({})).toEqual([])
    expect(notifyAddresses({ CONTACT_NOTIFY_TO: ' staff@medicore.example, sales@medicore.example ,' })).toEqual([
      'staff@medicore.example',
      'sales@medicore.example',
    ])
  })

  it('refuses something that is not an address, naming the variable', () => {
    expect(() => notifyAddresses({ CONTACT_NOTIFY_TO: 'staff@medicore.example; sales' })).toThrow(
      'CONTACT_NOTIFY_TO must be email addresses separated by commas, such as "sales@clinic.example" (got "staff@medicore.example; sales").',
    )
  })
})
