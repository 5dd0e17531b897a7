import type { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountLocale, migrate, type AccountLink } from '@/lib/auth/better-auth'
import { confirmationMail, passwordChangedMail, passwordResetMail } from '@/lib/auth/mails'
import { freshAuthDatabase, TEST_AUTH_SECRET, testAuth } from '../support/auth-server'

/*
 * The accounts' mails in the account's language: the builders' Spanish words and links, and the
 * language kept on the user by Better Auth (the sign-up form's), read back when a mail is sent.
 */

describe('the Spanish mails', () => {
  const link = {
    email: 'ada@clinic.example',
    name: 'Ada <Lovelace>',
    origin: 'http://127.0.0.1:3210',
    token: 'abc/123+',
    locale: 'es',
  } satisfies AccountLink

  it('write the reset mail in Spanish, with the link to the Spanish page first', () => {
    const mail = passwordResetMail(link)
    expect(mail).toMatchObject({
      to: 'ada@clinic.example',
      subject: 'Restablezca su contraseña de MediCore',
      kind: 'password-reset',
    })
    const url = 'http://127.0.0.1:3210/es/users/password-reset?token=abc%2F123%2B'
    expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(url)
    expect(mail.text.split('\n')[0]).toBe('Hola, Ada <Lovelace>:')
    expect(mail.text).toContain(
      'Alguien, esperamos que usted, solicitó restablecer la contraseña de su cuenta de MediCore (ada@clinic.example).',
    )
    expect(mail.text).toContain('El enlace funciona una sola vez, durante una hora.')
    expect(mail.html).toContain(`<a href="${url}">Elegir una nueva contraseña</a>`)
    expect(mail.html).toContain('Hola, Ada &#60;Lovelace&#62;:')
    expect(mail.text).not.toMatch(/Hello|Choose|ignore this mail/)
  })

  it('write the confirmation and the password notice in Spanish', () => {
    const confirmation = confirmationMail(link)
    expect(confirmation.subject).toBe('Confirme su correo electrónico de MediCore')
    expect(confirmation.text).toContain('http://127.0.0.1:3210/es/users/confirm-email?token=abc%2F123%2B')
    const notice = passwordChangedMail({ email: link.email, name: 'Ada', origin: link.origin, locale: 'es' })
    expect(notice.subject).toBe('Se cambió su contraseña de MediCore')
    expect(notice.html).toContain(
      '<a href="http://127.0.0.1:3210/es/users/forgot-password">restablezca su contraseña</a>.',
    )
  })

  it('keep the English words and addresses for an English account', () => {
    const mail = passwordChangedMail({ email: link.email, name: 'Ada', origin: link.origin, locale: 'en' })
    expect(mail.subject).toBe('Your MediCore password was changed')
    expect(mail.text).toContain('\nhttp://127.0.0.1:3210/users/forgot-password\n')
  })
})

describe("the account's language", () => {
  const headers = new Headers({ host: '127.0.0.1:3210' })
  let db: DatabaseSync
  let links: AccountLink[]
  const make = () => testAuth({ db, resetLinks: links, confirmationLinks: links })

  beforeEach(async () => {
    db = await freshAuthDatabase('auth-locale-')
    links = []
  })

  const signUp = (email: string, locale?: string) =>
    make().api.signUpEmail({
      body: { name: 'Ada', email, password: 'correct horse battery', ...(locale && { locale }) },
      headers,
    })
  const localeOf = (email: string) =>
    (db.prepare('SELECT locale FROM user WHERE email = ?').get(email) as { locale: string | null }).locale

  it('is the sign-up form’s, kept on the user, and the confirmation and reset links carry it', async () => {
    await signUp('ana@clinic.example', 'es')
    expect(localeOf('ana@clinic.example')).toBe('es')
    await make().api.requestPasswordReset({ body: { email: 'ana@clinic.example' }, headers })
    expect(links.map((link) => link.locale)).toEqual(['es', 'es'])
    expect(passwordResetMail(links[1]!).subject).toBe('Restablezca su contraseña de MediCore')
  })

  it('is English when none or an unknown one is given', async () => {
    await signUp('ada@clinic.example')
    await signUp('zoe@clinic.example', 'fr')
    expect([localeOf('ada@clinic.example'), localeOf('zoe@clinic.example')]).toEqual(['en', 'en'])
  })

  it('is added to an existing database by the migration, its accounts reading as English', async () => {
    await signUp('ada@clinic.example', 'es')
    // An accounts file from before languages: no locale column.
    db.exec('ALTER TABLE user DROP COLUMN locale')
    await migrate(db, TEST_AUTH_SECRET)
    const row = db.prepare('SELECT * FROM user WHERE email = ?').get('ada@clinic.example') as Record<string, unknown>
    expect(row).toHaveProperty('locale')
    expect(accountLocale(row)).toBe('en')
    await make().api.requestPasswordReset({ body: { email: 'ada@clinic.example' }, headers })
    expect(links.at(-1)?.locale).toBe('en')
  })
})
