import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isCommonPassword } from '@/lib/auth/common-passwords'
import type { AuthFormState } from '@/lib/auth/state'
import { contactLimiter } from '@/lib/contact/rate-limit'
import { defaultContactStore } from '@/lib/contact/store'
import { closeSqliteStores } from '@/lib/contact/store/sqlite'
import { handleContactSubmission } from '@/lib/contact/submit'
import { contactFormData, validContactFields } from '../support/contact-form'

/*
 * The server actions answer in the language the form says (its hidden `locale` field), and lead
 * to that language's pages; without the field, or with an unknown one, in English. The accounts
 * themselves are stubbed here: they are tested in tests/server/auth.test.ts.
 */

const accounts = vi.hoisted(() => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  changePassword: vi.fn(),
  setAccountLanguage: vi.fn(),
}))
vi.mock('@/lib/auth/accounts', () => accounts)
vi.mock('@/lib/auth/passwords', () => accounts)
vi.mock('@/lib/auth/request', () => ({ requestHeaders: async () => new Headers() }))
// Next's redirect() throws; here it throws the address it was given.
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`)
  },
}))

const {
  signInAction,
  signUpAction,
  passwordResetAction,
  forgotPasswordAction,
  changePasswordAction,
  changeLanguageAction,
} = await import('@/lib/auth/actions')

const idle: AuthFormState = { status: 'idle' }
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

// The breached list loads once, on first use: seconds on a busy machine, not any one test's time.
beforeAll(() => void isCommonPassword('warm up'), 60_000)

beforeEach(() => {
  for (const stub of Object.values(accounts)) stub.mockReset()
})

describe('the account actions', () => {
  it('check the fields with the Spanish messages when the form says locale=es', async () => {
    expect(await signInAction(idle, form({ locale: 'es', email: 'ada@', password: '' }))).toMatchObject({
      status: 'invalid',
      errors: { email: 'El correo electrónico no es válido', password: 'La contraseña es obligatoria' },
    })
    expect(
      await signUpAction(
        idle,
        form({ locale: 'es', name: '', email: 'a@b.co', password: 'short', confirmPassword: '' }),
      ),
    ).toMatchObject({
      errors: {
        name: 'El nombre es obligatorio',
        password: 'La contraseña debe tener al menos 8 caracteres',
        confirmPassword: 'Confirme su contraseña',
      },
    })
    expect(accounts.signUp).not.toHaveBeenCalled()
  })

  it("answer in Spanish, with Spanish links, and record the account's language at sign-up", async () => {
    accounts.signIn.mockResolvedValue({ ok: false, reason: 'invalid' })
    const signIn = form({ locale: 'es', email: 'ada@clinic.example', password: 'x' })
    expect((await signInAction(idle, signIn)).message).toBe('El correo electrónico o la contraseña no son correctos.')
    accounts.signIn.mockResolvedValue({ ok: false, reason: 'locked', retryAfterMs: 60_000 })
    expect((await signInAction(idle, signIn)).message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 1 minuto.',
    )

    accounts.signUp.mockResolvedValue({ ok: false, reason: 'exists' })
    const signUp = { name: 'Ada', email: 'ada@clinic.example', password: 'long enough', confirmPassword: 'long enough' }
    expect(await signUpAction(idle, form({ ...signUp, locale: 'es' }))).toMatchObject({
      message: 'Ya existe una cuenta con este correo electrónico.',
      link: { href: '/es/users/sign-in', label: 'Iniciar sesión' },
    })
    expect(accounts.signUp.mock.calls[0]![0]).toMatchObject({ email: 'ada@clinic.example', locale: 'es' })

    accounts.resetPassword.mockResolvedValue({ ok: false, reason: 'invalid-token' })
    const reset = form({ locale: 'es', password: 'a fresh password', password_confirm: 'a fresh password', token: 't' })
    expect(await passwordResetAction(idle, reset)).toMatchObject({
      message: 'Este enlace para restablecer la contraseña venció o ya se usó.',
      link: { href: '/es/users/forgot-password', label: 'Solicitar un nuevo enlace' },
    })

    accounts.requestPasswordReset.mockResolvedValue(undefined)
    expect((await forgotPasswordAction(idle, form({ locale: 'es', email: 'ada@clinic.example' }))).message).toMatch(
      /^Si existe una cuenta con ese correo electrónico/,
    )
  })

  it("lead to the account page in the account's own language, whichever form signed in", async () => {
    accounts.signIn.mockResolvedValue({ ok: true, locale: 'es' })
    await expect(signInAction(idle, form({ email: 'ana@clinic.example', password: 'x' }))).rejects.toThrow(
      'redirect /es/account',
    )
    accounts.signIn.mockResolvedValue({ ok: true, locale: 'en' })
    await expect(
      signInAction(idle, form({ locale: 'es', email: 'ada@clinic.example', password: 'x' })),
    ).rejects.toThrow(/^redirect \/account$/)
    accounts.resetPassword.mockResolvedValue({ ok: true, locale: 'es' })
    const reset = form({ password: 'a fresh password', password_confirm: 'a fresh password', token: 't' })
    await expect(passwordResetAction(idle, reset)).rejects.toThrow('redirect /es/account')
  })

  it('refuse a locked-out password change with the sign-in lockout’s words, in the form’s language', async () => {
    accounts.changePassword.mockResolvedValue({ ok: false, reason: 'locked', retryAfterMs: 15 * 60_000 })
    const change = { currentPassword: 'guess', password: 'a new password', confirmPassword: 'a new password' }
    expect(await changePasswordAction(idle, form(change))).toMatchObject({
      ok: false,
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    })
    expect((await changePasswordAction(idle, form({ ...change, locale: 'es' }))).message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 15 minutos.',
    )
  })

  it.each([
    { locale: 'en', busy: 'The site is busy right now. Please try again in a minute.' },
    { locale: 'es', busy: 'El sitio está muy ocupado en este momento. Vuelva a intentarlo en un minuto.' },
  ])(
    'in $locale: ask the visitor to try again when no password slot was free in time, on every password form',
    async ({ locale, busy }) => {
      for (const stub of [accounts.signIn, accounts.signUp, accounts.resetPassword, accounts.changePassword]) {
        stub.mockResolvedValue({ ok: false, reason: 'busy' })
      }
      const password = { password: 'a new password', confirmPassword: 'a new password' }
      const answers = [
        await signInAction(idle, form({ locale, email: 'ada@clinic.example', password: 'x' })),
        await signUpAction(idle, form({ locale, name: 'Ada', email: 'ada@clinic.example', ...password })),
        await passwordResetAction(
          idle,
          form({ locale, password: 'a fresh password', password_confirm: 'a fresh password', token: 't' }),
        ),
        await changePasswordAction(idle, form({ locale, currentPassword: 'old one', ...password })),
      ]
      for (const answer of answers) expect(answer).toMatchObject({ status: 'done', ok: false, message: busy })
    },
  )
  it.each([
    {
      locale: 'en',
      common:
        'This password is one of the most common passwords found in data breaches, so attackers try it first. Please choose another.',
      siteName: 'This password is mostly the name of this site, which attackers try first. Please choose another.',
    },
    {
      locale: 'es',
      common:
        'Esta contraseña es una de las más comunes en filtraciones de datos, por eso los atacantes la prueban primero. Elija otra, por favor.',
      siteName:
        'Esta contraseña es casi solo el nombre de este sitio, que los atacantes prueban primero. Elija otra, por favor.',
    },
  ])(
    'in $locale: refuse `password`, `12345678` and `medicore2026` at sign-up, reset and change, saying why',
    async ({ locale, common, siteName }) => {
      for (const [password, reason] of [
        ['password', common],
        ['12345678', common],
        ['medicore2026', siteName],
      ] as const) {
        const answers = [
          await signUpAction(
            idle,
            form({ locale, name: 'Ada', email: 'ada@clinic.example', password, confirmPassword: password }),
          ),
          await passwordResetAction(idle, form({ locale, password, password_confirm: password, token: 't' })),
          await changePasswordAction(
            idle,
            form({ locale, currentPassword: 'old one', password, confirmPassword: password }),
          ),
        ]
        for (const answer of answers) expect(answer).toMatchObject({ status: 'invalid', errors: { password: reason } })
      }
      // Refused before any account is touched.
      expect(accounts.signUp).not.toHaveBeenCalled()
      expect(accounts.resetPassword).not.toHaveBeenCalled()
      expect(accounts.changePassword).not.toHaveBeenCalled()
    },
  )

  it('answer a payload that is not a form, which anyone may send an action, as an empty form: never a server error', async () => {
    for (const payload of ['notaform', null, { email: 'ada@clinic.example' }]) {
      const answers = [
        await signInAction(idle, payload as never),
        await signUpAction(idle, payload as never),
        await forgotPasswordAction(idle, payload as never),
      ]
      for (const answer of answers) expect(answer).toMatchObject({ status: 'invalid' })
    }
    expect(accounts.signIn).not.toHaveBeenCalled()
  })

  it("set the account's language and lead to its account page; anything else is not a language", async () => {
    accounts.setAccountLanguage.mockResolvedValue(true)
    await expect(changeLanguageAction(undefined, form({ language: 'es' }))).rejects.toThrow('redirect /es/account')
    expect(accounts.setAccountLanguage.mock.calls[0]![1]).toBe('es')
    await expect(changeLanguageAction(undefined, form({ locale: 'es', language: 'en' }))).rejects.toThrow(
      /^redirect \/account$/,
    )
    await expect(changeLanguageAction(undefined, form({ locale: 'es', language: 'fr' }))).rejects.toThrow(
      'redirect /es/account',
    )
    expect(accounts.setAccountLanguage).toHaveBeenCalledTimes(2)
    accounts.setAccountLanguage.mockResolvedValue(false)
    await expect(changeLanguageAction(undefined, form({ locale: 'es', language: 'en' }))).rejects.toThrow(
      'redirect /es/users/sign-in',
    )
  })

  it('answer in English without the field or with an unknown language', async () => {
    for (const locale of [undefined, 'fr', '__proto__']) {
      const fields = { email: '', password: '', ...(locale && { locale }) }
      expect((await signInAction(idle, form(fields))).errors).toEqual({
        email: 'Email is invalid',
        password: 'Password is required',
      })
    }
    accounts.signUp.mockResolvedValue({ ok: false, reason: 'exists' })
    const signUp = { name: 'Ada', email: 'ada@clinic.example', password: 'long enough', confirmPassword: 'long enough' }
    expect(await signUpAction(idle, form(signUp))).toMatchObject({
      message: 'An account with this email address already exists.',
      link: { href: '/users/sign-in', label: 'Login' },
    })
    expect(accounts.signUp.mock.calls[0]![0]).toMatchObject({ locale: 'en' })
  })
})

describe('the contact form', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contact-locale-'))
    vi.stubEnv('CONTACT_DB_PATH', path.join(dir, 'contact.sqlite'))
    vi.stubEnv('SANITY_API_WRITE_TOKEN', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    closeSqliteStores()
    rmSync(dir, { recursive: true, force: true })
  })

  const send = (fields: Record<string, string>, options?: { honeypot?: string }) =>
    handleContactSubmission(contactFormData(fields, options), {
      clientKey: 'client',
      limiter: contactLimiter(),
      store: defaultContactStore,
    })

  it('answers in Spanish when the form says locale=es', async () => {
    expect(await send({ ...validContactFields, locale: 'es' })).toEqual({
      status: 'sent',
      message: 'Su mensaje fue enviado. ¡Gracias!',
    })
    expect(await send({ ...validContactFields, subject: '', locale: 'es' })).toMatchObject({
      status: 'invalid',
      errors: { subject: 'El asunto es obligatorio' },
    })
    expect((await send({ ...validContactFields, locale: 'es' }, { honeypot: 'x' })).message).toBe(
      'Lo sentimos, no se pudo enviar su mensaje. Escríbanos a hello@medicore.example.',
    )
  })
})
