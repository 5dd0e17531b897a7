import type { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountLocale, migrate, type AccountLink } from '@/lib/auth/better-auth'
import {
  confirmationMail,
  newBrowserMail,
  passwordChangedMail,
  passwordResetMail,
  passwordVoidedMail,
  signInMethodMail,
} from '@/lib/auth/mails'
import { visitorMail, specialistMail } from '@/lib/demo/mails'
import { messageOptions } from '@/lib/mail/compose'
import type { Mail } from '@/lib/mail'
import type { Locale } from '@/lib/i18n/locales'
import { freshAuthDatabase, TEST_AUTH_SECRET, testAuth } from '../support/auth-server'
import { demoBooking, demoMailContext, demoVisitor } from '../support/demo'

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
      '<p><a href="http://127.0.0.1:3210/es/users/forgot-password">Restablecer mi contraseña</a></p>',
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
        'desde un navegador distinto del que se usó para elegir su contraseña',
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

/** A mail's HTML as a reader sees it: the paragraphs' words, tags dropped. */
const htmlParagraphs = (mail: Mail) => rawParagraphs(mail).map((html) => decode(html.replace(/<[^>]+>/g, '')))
const rawParagraphs = (mail: Mail) => [...mail.html!.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1]!)
const decode = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('the notices’ links', () => {
  const to = (locale: Locale) => ({ email: 'ada@clinic.example', origin: 'http://127.0.0.1:3210', locale })

  it.each([
    {
      locale: 'en',
      changed: ['If this was not you, reset your password now:', 'Reset my password'],
      voided: ['To sign in, ask for a link to choose your own password:', 'Choose a password'],
      notMe: ['If this was not you, sign out every session and choose a new password here:', "This wasn't me"],
    },
    {
      locale: 'es',
      changed: ['Si no fue usted, restablezca su contraseña ahora:', 'Restablecer mi contraseña'],
      voided: ['Para iniciar sesión, pida un enlace para elegir su propia contraseña:', 'Elegir una contraseña'],
      notMe: ['Si no fue usted, cierre todas las sesiones y elija una nueva contraseña aquí:', 'No fui yo'],
    },
  ] as const)('in $locale: stand on a line of their own, named by what they do, after the sentence', (expected) => {
    const notMe = { notMeToken: 'tok' }
    const mails: [Mail, readonly [string, string]][] = [
      [passwordChangedMail(to(expected.locale), 'changed'), expected.changed],
      [passwordVoidedMail(to(expected.locale)), expected.voided],
      [newBrowserMail(to(expected.locale), { browser: 'Firefox', at: new Date(0), ...notMe }), expected.notMe],
      [signInMethodMail(to(expected.locale), { kind: 'twoStepOn', ...notMe }), expected.notMe],
    ]
    for (const [mail, [sentence, link]] of mails) {
      const paragraphs = htmlParagraphs(mail)
      const at = paragraphs.indexOf(sentence)
      expect(at, mail.kind).toBeGreaterThan(0)
      expect(paragraphs[at + 1], mail.kind).toBe(link)
      // That paragraph is the link alone.
      expect(rawParagraphs(mail)[at + 1], mail.kind).toMatch(/^<a href="http:\/\/127\.0\.0\.1:3210\/[^"]+">[^<]+<\/a>$/)
      // The plain text keeps the sentence, then the address on its own line.
      expect(mail.text).toMatch(new RegExp(`${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\nhttp://`))
    }
  })

  it('never repeat the sentence’s own words as the link (the reviewer’s “reset your password now: reset your password.”)', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const mail of [passwordChangedMail(to(locale), 'changed'), passwordVoidedMail(to(locale))]) {
        for (const paragraph of htmlParagraphs(mail)) {
          const [before, after] = paragraph.split(/:\s*/)
          if (after) expect(before!.toLowerCase(), paragraph).not.toContain(after.toLowerCase().replace(/\.$/, ''))
        }
      }
    }
  })
})

describe('the mails’ HTML', () => {
  const to = (locale: Locale) => ({ email: 'ada@clinic.example', origin: 'http://127.0.0.1:3210', locale })
  const demoContext = (locale: Locale) =>
    demoMailContext(demoBooking('2027-03-12T14:00:00Z', { ...demoVisitor({ locale, note: 'Hola' }) }))
  const all = (locale: Locale): Mail[] => [
    passwordResetMail({ ...to(locale), token: 't' }),
    confirmationMail({ ...to(locale), token: 't' }),
    passwordChangedMail(to(locale), 'resetKept'),
    passwordVoidedMail(to(locale)),
    newBrowserMail(to(locale), { browser: 'Firefox', at: new Date(0), notMeToken: 't' }),
    signInMethodMail(to(locale), { kind: 'passkeyAdded', passkeyName: 'Laptop', notMeToken: 't' }),
    visitorMail('booked', demoContext(locale)),
    visitorMail('cancelled', demoContext(locale)),
  ]

  it.each([
    { locale: 'en', tag: 'en-US' },
    { locale: 'es', tag: 'es-US' },
  ] as const)(
    'in $locale: is one element declaring $tag, left to right, and is sent with Content-Language',
    ({ locale, tag }) => {
      for (const mail of all(locale)) {
        expect(mail.html, mail.kind).toMatch(new RegExp(`^<div lang="${tag}" dir="ltr">\n[\\s\\S]*\n</div>$`))
        expect(mail.html!.match(/<div/g), mail.kind).toHaveLength(1)
        const options = messageOptions(
          { ...mail, id: 1, messageId: '<1@x>', date: new Date(0) },
          'MediCore <a@x.example>',
        )
        expect(options.headers, mail.kind).toEqual({ 'Content-Language': tag })
      }
    },
  )

  it('is English for the specialist, with a Spanish visitor’s note marked as Spanish', () => {
    const mail = specialistMail('booked', demoContext('es'))
    expect(mail.html).toMatch(/^<div lang="en-US" dir="ltr">\n/)
    expect(mail.html).toContain('<p lang="es-US" style="white-space: pre-wrap">Hola</p>')
  })

  it('adds no Content-Language to a mail whose HTML declares none, or that has none', () => {
    const base = { to: 'a@x.example', subject: 's', text: 't', kind: 'k', id: 1, messageId: '<1@x>', date: new Date(0) }
    expect(messageOptions({ ...base, html: '<p>Hi</p>' }, 'a@x.example')).not.toHaveProperty('headers')
    expect(messageOptions(base, 'a@x.example')).not.toHaveProperty('headers')
  })
})
