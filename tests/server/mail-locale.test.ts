import type { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountLocale, migrate, type AccountLink } from '@/lib/auth/better-auth'
import { confirmationMail, passwordChangedMail, passwordResetMail, passwordVoidedMail } from '@/lib/auth/mails'
import type { Locale } from '@/lib/i18n/locales'
import { freshAuthDatabase, TEST_AUTH_SECRET, testAuth } from '../support/auth-server'

/*
 * The accounts' mails in the account's language: the builders' words and links in English and
 * Spanish, and the language kept on the user by Better Auth (the sign-up form's), read back when
 * a mail is sent.
 */

const linkIn = (locale: Locale) =>
  ({
    email: 'ada@clinic.example',
    origin: 'http://127.0.0.1:3210',
    token: 'abc/123+',
    locale,
  }) satisfies AccountLink

describe('the password reset mail', () => {
  it.each([
    {
      locale: 'en',
      subject: 'Reset your MediCore password',
      url: 'http://127.0.0.1:3210/users/password-reset?token=abc%2F123%2B',
      greeting: 'Hello,',
      htmlGreeting: '<p>Hello,</p>',
      asked:
        'Someone, we hope you, asked to reset the password of your MediCore account (ada@clinic.example). Choose a new password here:',
      once: 'The link works once, within one hour.',
      linkText: 'Choose a new password',
      otherLanguage: /Hola|Elegir|contraseña/,
    },
    {
      locale: 'es',
      subject: 'Restablezca su contraseña de MediCore',
      url: 'http://127.0.0.1:3210/es/users/password-reset?token=abc%2F123%2B',
      greeting: 'Hola:',
      htmlGreeting: '<p>Hola:</p>',
      asked:
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de MediCore (ada@clinic.example). Si fue usted, elija una nueva contraseña aquí:',
      once: 'El enlace solo puede usarse una vez y vence en una hora.',
      linkText: 'Elegir una nueva contraseña',
      otherLanguage: /Hello|Choose|ignore this mail/,
    },
  ] as const)(
    'in $locale: carries the link to the page in that language first, in plain text and simple HTML, and never a password',
    (expected) => {
      const mail = passwordResetMail(linkIn(expected.locale))
      expect(mail).toMatchObject({ to: 'ada@clinic.example', subject: expected.subject, kind: 'password-reset' })
      expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(expected.url)
      expect(mail.text.split('\n')[0]).toBe(expected.greeting)
      expect(mail.text).toContain(expected.asked)
      expect(mail.text).toContain(expected.once)
      expect(mail.html).toContain(`<a href="${expected.url}">${expected.linkText}</a>`)
      expect(mail.html).toContain(expected.htmlGreeting)
      expect(mail.text).not.toMatch(expected.otherLanguage)
      expect(mail.text.toLowerCase()).not.toMatch(/password:\s/)
    },
  )
})

describe('the Spanish mails', () => {
  const link = linkIn('es')

  it('write the confirmation and the password notice in Spanish', () => {
    const confirmation = confirmationMail(link)
    expect(confirmation.subject).toBe('Confirme su correo electrónico de MediCore')
    expect(confirmation.text).toContain('http://127.0.0.1:3210/es/users/confirm-email?token=abc%2F123%2B')
    const notice = passwordChangedMail({ email: link.email, origin: link.origin, locale: 'es' }, 'changed')
    expect(notice.subject).toBe('Se cambió su contraseña de MediCore')
    expect(notice.html).toContain(
      '<a href="http://127.0.0.1:3210/es/users/forgot-password">restablezca su contraseña</a>.',
    )
  })

  it('keep the English words and addresses for an English account', () => {
    const mail = passwordChangedMail({ email: link.email, origin: link.origin, locale: 'en' }, 'changed')
    expect(mail.subject).toBe('Your MediCore password was changed')
    expect(mail.text).toContain('\nhttp://127.0.0.1:3210/users/forgot-password\n')
  })
})

describe('the notices say exactly what happened', () => {
  const to = (locale: Locale) => ({ email: 'ada@clinic.example', origin: 'http://127.0.0.1:3210', locale })

  it('a change, a reset that ended the other sessions, and one that left them signed in', () => {
    const said = (change: Parameters<typeof passwordChangedMail>[1]) => passwordChangedMail(to('en'), change).text
    expect(said('changed')).toContain(
      'was just changed on its account page, and every other session of the account was signed out.',
    )
    expect(said('resetEnded')).toContain(
      'was just reset with a link mailed to this address, and every other session of the account was signed out.',
    )
    expect(said('resetKept')).toContain('Sessions already signed in elsewhere stay signed in')
    expect(passwordChangedMail(to('es'), 'resetKept').text).toContain(
      'Las sesiones ya iniciadas en otros lugares siguen abiertas',
    )
  })

  it.each([
    {
      locale: 'en',
      words: [
        'from a browser that did not choose its password',
        'its password no longer works and every session',
        'http://127.0.0.1:3210/users/forgot-password',
      ],
    },
    {
      locale: 'es',
      words: [
        'desde un navegador que no eligió su contraseña',
        'su contraseña ya no funciona y se cerraron todas las sesiones',
        'http://127.0.0.1:3210/es/users/forgot-password',
      ],
    },
  ] as const)(
    'in $locale: a confirmation from another browser voided the password and ended every session',
    ({ locale, words }) => {
      const mail = passwordVoidedMail(to(locale))
      expect(mail.kind).toBe('password-voided')
      for (const word of words) expect(mail.text).toContain(word)
    },
  )
})

describe('the name in a mail', () => {
  const headers = new Headers({ host: '127.0.0.1:3210' })
  const phishing = 'Your account is suspended, call +1 555 0100'

  it.each([
    { locale: 'en', greeting: 'Hello,' },
    { locale: 'es', greeting: 'Hola:' },
  ] as const)(
    'in $locale: is never the one typed at sign-up, in the confirmation, a reset or a notice, confirmed or not',
    async ({ locale, greeting }) => {
      const db = await freshAuthDatabase('auth-mail-name-')
      const links: AccountLink[] = []
      const auth = testAuth({ db, resetLinks: links, confirmationLinks: links })
      // Anyone may sign someone else's address up, with any "name".
      await auth.api.signUpEmail({
        body: { name: phishing, email: 'victim@corp.example', password: 'correct horse battery', locale },
        headers,
      })
      await auth.api.requestPasswordReset({ body: { email: 'victim@corp.example' }, headers })
      // The notice of a reset or change, to the account as lib/auth/accounts.ts addresses it.
      const { user } = (await (await auth.$context).internalAdapter.findUserByEmail('victim@corp.example'))!
      const notice = passwordChangedMail({ email: user.email, origin: links[0]!.origin, locale }, 'resetEnded')
      // Confirmed by the owner, the account's name is still whoever typed it.
      await auth.api.verifyEmail({ query: { token: links[0]!.token }, headers })
      await auth.api.requestPasswordReset({ body: { email: 'victim@corp.example' }, headers })
      const mails = [confirmationMail(links[0]!), passwordResetMail(links[1]!), notice, passwordResetMail(links[2]!)]
      for (const mail of mails) {
        expect(mail.text).not.toContain('suspended')
        expect(mail.html).not.toContain('suspended')
        expect(mail.text.split('\n')[0]).toBe(greeting)
      }
    },
  )
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
