import { describe, expect, it } from 'vitest'
import { commonPasswordCount, isCommonPassword, listHas, sortedList } from '@/lib/auth/common-passwords'
import { changePasswordSchema } from '@/lib/forms/change-password'
import { parseWith } from '@/lib/forms/parse'
import { passwordProblem } from '@/lib/forms/password-policy'
import { passwordResetSchema } from '@/lib/forms/password-reset'
import { signUpSchema } from '@/lib/forms/sign-up'
import { messagesFor } from '@/lib/i18n/messages'

/*
 * The rule a new password meets (lib/forms/password-policy.ts), with the real breached list the
 * server loads (lib/auth/common-passwords.ts), as the three forms that set a password apply it in
 * both languages. The messages are spelled out: a change to any of them must fail a test.
 */

const server = { isCommon: isCommonPassword }

const reasons = {
  en: {
    common:
      'This password is one of the most common passwords found in data breaches, so attackers try it first. Please choose another.',
    siteName: 'This password is mostly the name of this site, which attackers try first. Please choose another.',
    address: 'This password is mostly your email address, which attackers try first. Please choose another.',
  },
  es: {
    common:
      'Esta contraseña es una de las más comunes en filtraciones de datos, por eso los atacantes la prueban primero. Elija otra, por favor.',
    siteName:
      'Esta contraseña es casi solo el nombre de este sitio, que los atacantes prueban primero. Elija otra, por favor.',
    address:
      'Esta contraseña es casi solo su correo electrónico, que los atacantes prueban primero. Elija otra, por favor.',
  },
} as const

describe('the breached-password list', () => {
  it('holds the common passwords of the top million a password here could be', () => {
    // How fast it loads and looks one up is the bench's (bench/site/timings.ts).
    expect(commonPasswordCount()).toBeGreaterThan(100_000)
    for (const common of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine1']) {
      expect(isCommonPassword(common), common).toBe(true)
    }
    for (const own of ['correct horse battery', 'a brand new password', 'Tr0ub4dor&3 staple']) {
      expect(isCommonPassword(own), own).toBe(false)
    }
  })

  it('searches a sorted list by halves: first, last, between and beyond', () => {
    const list = sortedList(['zebra-zebra', 'short', 'alphabet', 'Middling', 'alphabet'])
    expect(['alphabet', 'middling', 'zebra-zebra'].map((entry) => listHas(list, entry))).toEqual([true, true, true])
    expect(['short', 'aaaaaaaaa', 'n-between', 'zzzzzzzzzz', ''].map((entry) => listHas(list, entry))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('a new password', () => {
  it('may not be a common breached password, whatever its case', () => {
    expect(passwordProblem('password', server)).toBe('common')
    expect(passwordProblem('12345678', server)).toBe('common')
    expect(passwordProblem('PassWord', server)).toBe('common')
  })

  it('may not be made from the site’s name, digits for letters or not', () => {
    for (const made of [
      'medicore2026',
      'MediCore!',
      'm3d1c0r3-2026',
      'medicore-20262026',
      '2026medicoreMEDICORE',
      'Medi Core 2026',
      'Medi-Core-2026',
      'medicore.com2026',
    ]) {
      expect(passwordProblem(made), made).toBe('site-name')
    }
    // A passphrase that only mentions it keeps enough of its own.
    for (const passphrase of [
      'my medicore account has a long passphrase',
      'MediCore is my fav',
      'I love MediCore, ok?',
    ]) {
      expect(passwordProblem(passphrase), passphrase).toBeUndefined()
    }
  })

  it('may not be made from the account’s address or its parts', () => {
    const email = 'ada.lovelace@clinic.example'
    for (const made of [
      'ada.lovelace1',
      'adalovelace!!',
      'Lovelace1815',
      'ada.lovelace@clinic.example',
      'l0v3l4c3ada',
    ]) {
      expect(passwordProblem(made, { email }), made).toBe('address')
    }
    expect(passwordProblem('correct horse battery', { email })).toBeUndefined()
    // Parts too short to mean anything are not refused inside other words.
    expect(passwordProblem('adamant staple horse', { email: 'ad@clinic.example' })).toBeUndefined()
  })

  it('is not checked at sign-in: an existing account is never locked out by the rule', () => {
    // The sign-in schema knows no policy; lib/auth runs it only where a password is set.
    expect(passwordProblem('correct horse battery', server)).toBeUndefined()
  })
})

describe('the forms that set a password refuse `password`, `12345678` and `medicore2026`, saying why', () => {
  for (const locale of ['en', 'es'] as const) {
    const m = messagesFor(locale).validation
    const said = reasons[locale]
    const expected = { password: said.common, '12345678': said.common, medicore2026: said.siteName }

    it(`in ${locale}: sign-up, reset and change, on the server`, () => {
      for (const [password, reason] of Object.entries(expected)) {
        const forms = [
          parseWith(signUpSchema(m, server), {
            name: 'Ada',
            email: 'ada@clinic.example',
            password,
            confirmPassword: password,
          }),
          parseWith(passwordResetSchema(m, server), { password, password_confirm: password }),
          parseWith(changePasswordSchema(m, server), { currentPassword: 'old', password, confirmPassword: password }),
        ]
        for (const result of forms) expect(result, password).toEqual({ ok: false, errors: { password: reason } })
      }
    })

    it(`in ${locale}: in the browser, without the list, the site's name and the address typed`, () => {
      const browser = parseWith(signUpSchema(m), {
        name: 'Ada',
        email: 'ada.lovelace@clinic.example',
        password: 'medicore2026',
        confirmPassword: 'medicore2026',
      })
      expect(browser).toEqual({ ok: false, errors: { password: said.siteName } })
      const address = parseWith(signUpSchema(m), {
        name: 'Ada',
        email: 'ada.lovelace@clinic.example',
        password: 'adalovelace1',
        confirmPassword: 'adalovelace1',
      })
      expect(address).toEqual({ ok: false, errors: { password: said.address } })
    })
  }
})
