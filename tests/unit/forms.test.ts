import { describe, expect, it } from 'vitest'
import { contactBounds, contactSchema as contactSchemaIn, subjectFromQuery } from '@/lib/forms/contact'
import { demoSchema as demoSchemaIn } from '@/lib/forms/demo'
import { formDataToObject, parseWith } from '@/lib/forms/parse'
import { passwordResetSchema as passwordResetSchemaIn } from '@/lib/forms/password-reset'
import { signInSchema as signInSchemaIn } from '@/lib/forms/sign-in'
import { signUpSchema as signUpSchemaIn } from '@/lib/forms/sign-up'
import { messagesFor } from '@/lib/i18n/messages'
import { demoVisitor } from '../support/demo'

/* The messages are spelled out here, not imported: a change to any of them must fail a test. */

// The English forms: each schema made with the English catalogue's messages.
const english = messagesFor('en').validation
const signInSchema = signInSchemaIn(english)
const signUpSchema = signUpSchemaIn(english)
const passwordResetSchema = passwordResetSchemaIn(english)
const contactSchema = contactSchemaIn(english)
const demoSchema = demoSchemaIn(english)

const errorsOf = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const result = parseWith(schema, input)
  return result.ok ? {} : result.errors
}

const valid = {
  signIn: { email: 'ada@clinic.example', password: 'x', remember: false },
  signUp: { name: 'Ada Lovelace', email: 'ada@clinic.example', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
  reset: { password: 'abcdefgh', password_confirm: 'abcdefgh', logout_devices: true },
  contact: { name: 'Ada Lovelace', email: 'ada@clinic.example', subject: 'Schedule a demo', message: 'Hello' },
}

describe('sign-in schema', () => {
  it('accepts an email and any non-empty password', () => {
    expect(parseWith(signInSchema, valid.signIn)).toEqual({ ok: true, data: valid.signIn })
    expect(parseWith(signInSchema, { email: ' ada@clinic.example ', password: 'x' })).toMatchObject({
      ok: true,
      data: { email: 'ada@clinic.example' },
    })
  })

  it('gives the specification’s messages', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is invalid',
      password: 'Password is required',
    })
    expect(errorsOf(signInSchema, {})).toEqual({ email: 'Email is invalid', password: 'Password is required' })
    expect(errorsOf(signInSchema, { email: 'ada@', password: 'x' })).toEqual({ email: 'Email is invalid' })
    expect(errorsOf(signInSchema, { email: 'not an email', password: 'x' })).toEqual({ email: 'Email is invalid' })
  })

  it('never trims or length-checks a password it only verifies', () => {
    expect(parseWith(signInSchema, { email: 'a@b.co', password: ' 1 ' })).toMatchObject({
      ok: true,
      data: { password: ' 1 ' },
    })
  })
})

describe('sign-up schema', () => {
  it('accepts a valid registration', () => {
    expect(parseWith(signUpSchema, valid.signUp)).toEqual({ ok: true, data: valid.signUp })
  })

  it('gives every message', () => {
    expect(errorsOf(signUpSchema, { name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    })
    expect(errorsOf(signUpSchema, { ...valid.signUp, password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({
      password: 'Password must be at least 8 characters',
    })
    expect(errorsOf(signUpSchema, { ...valid.signUp, confirmPassword: 'abcdefgH' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('reports a mismatch together with the other fields’ errors', () => {
    expect(errorsOf(signUpSchema, { ...valid.signUp, name: '', confirmPassword: 'other' })).toEqual({
      name: 'Name is required',
      confirmPassword: 'Passwords do not match',
    })
  })

  it('holds the password and name bounds at their edges', () => {
    const ok = (password: string) =>
      parseWith(signUpSchema, { ...valid.signUp, password, confirmPassword: password }).ok
    expect(ok('a'.repeat(7))).toBe(false)
    expect(ok('a'.repeat(8))).toBe(true)
    expect(ok('a'.repeat(256))).toBe(true)
    expect(
      errorsOf(signUpSchema, { ...valid.signUp, password: 'a'.repeat(257), confirmPassword: 'a'.repeat(257) }),
    ).toEqual({
      password: 'Password must be at most 256 characters',
    })
    expect(parseWith(signUpSchema, { ...valid.signUp, name: 'n'.repeat(100) }).ok).toBe(true)
    expect(errorsOf(signUpSchema, { ...valid.signUp, name: 'n'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters',
    })
  })
})

describe('password reset schema', () => {
  it('accepts a new password with its confirmation', () => {
    expect(parseWith(passwordResetSchema, valid.reset)).toEqual({ ok: true, data: valid.reset })
  })

  it('gives every message', () => {
    expect(errorsOf(passwordResetSchema, { password: '', password_confirm: '' })).toEqual({
      password: 'Password is required',
      password_confirm: 'Please confirm your new password',
    })
    expect(errorsOf(passwordResetSchema, { password: 'short', password_confirm: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    })
    expect(errorsOf(passwordResetSchema, { password: 'abcdefgh', password_confirm: 'abcdefgi' })).toEqual({
      password_confirm: 'Passwords do not match',
    })
  })

  it('holds the 8-character minimum at its edge', () => {
    expect(parseWith(passwordResetSchema, { password: '1234567', password_confirm: '1234567' }).ok).toBe(false)
    expect(parseWith(passwordResetSchema, { password: '12345678', password_confirm: '12345678' }).ok).toBe(true)
  })
})

describe('contact schema', () => {
  it('accepts a message and trims every field', () => {
    expect(
      parseWith(contactSchema, {
        name: ' Ada ',
        email: ' ada@clinic.example ',
        subject: ' Demo ',
        message: '\n Hi \n',
      }),
    ).toEqual({ ok: true, data: { name: 'Ada', email: 'ada@clinic.example', subject: 'Demo', message: 'Hi' } })
  })

  it('requires all four fields', () => {
    for (const empty of [{ name: '', email: '', subject: ' ', message: '\n\n' }, {}]) {
      expect(errorsOf(contactSchema, empty)).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      })
    }
    expect(errorsOf(contactSchema, { ...valid.contact, email: 'ada.clinic.example' })).toEqual({
      email: 'Email is invalid',
    })
  })

  it.each([
    ['name', contactBounds.name, 100, 'Name must be at most 100 characters'],
    ['subject', contactBounds.subject, 150, 'Subject must be at most 150 characters'],
    ['message', contactBounds.message, 5000, 'Message must be at most 5,000 characters'],
  ] as const)('holds the %s bound at its edge', (field, bound, expected, message) => {
    expect(bound).toBe(expected)
    expect(parseWith(contactSchema, { ...valid.contact, [field]: 'x'.repeat(bound) }).ok).toBe(true)
    // Surrounding whitespace is trimmed before counting.
    expect(parseWith(contactSchema, { ...valid.contact, [field]: ` ${'x'.repeat(bound)} ` }).ok).toBe(true)
    expect(errorsOf(contactSchema, { ...valid.contact, [field]: 'x'.repeat(bound + 1) })).toEqual({ [field]: message })
  })

  it('holds the email bound (254) at its edge', () => {
    const address = (length: number) => `${'a'.repeat(length - '@clinic.example'.length)}@clinic.example`
    expect(address(254)).toHaveLength(254)
    expect(parseWith(contactSchema, { ...valid.contact, email: address(254) }).ok).toBe(true)
    expect(errorsOf(contactSchema, { ...valid.contact, email: address(255) })).toEqual({
      email: 'Email must be at most 254 characters',
    })
  })

  it('counts a line break as one character, as the browser does', () => {
    const lines = 'x\r\n'.repeat(2500).trimEnd()
    const result = parseWith(contactSchema, { ...valid.contact, message: lines })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.data.message).toBe('x\n'.repeat(2500).trimEnd())
  })

  it('refuses control characters, allowing line breaks and tabs in the message', () => {
    expect(errorsOf(contactSchema, { ...valid.contact, name: 'Ada\u0000' })).toEqual({
      name: 'Name contains characters that are not allowed',
    })
    expect(errorsOf(contactSchema, { ...valid.contact, subject: 'Demo\nBcc: x@y.z' })).toEqual({
      subject: 'Subject contains characters that are not allowed',
    })
    expect(errorsOf(contactSchema, { ...valid.contact, message: 'Hi\u001b[31m' })).toEqual({
      message: 'Message contains characters that are not allowed',
    })
    expect(errorsOf(contactSchema, { ...valid.contact, message: 'Hi\u0085' })).toEqual({
      message: 'Message contains characters that are not allowed',
    })
    expect(errorsOf(contactSchema, { ...valid.contact, email: 'ada@clinic.example\r\nBcc: x@y.z' })).toEqual({
      email: 'Email is invalid',
    })
    expect(parseWith(contactSchema, { ...valid.contact, message: 'Line one\n\tLine two\r\nLine three' }).ok).toBe(true)
  })

  it('refuses invisible characters that disguise text, keeping the joiners emoji need', () => {
    // Shown by a mail client as "Invoice exe.png"; a name of zero-width spaces only.
    expect(errorsOf(contactSchema, { ...valid.contact, subject: 'Invoice \u202egnp.exe' })).toEqual({
      subject: 'Subject contains characters that are not allowed',
    })
    expect(errorsOf(contactSchema, { ...valid.contact, name: '\u200b\u200b\ufeff' })).toEqual({
      name: 'Name contains characters that are not allowed',
    })
    expect(parseWith(contactSchema, { ...valid.contact, message: 'Our nurse 👩\u200d⚕️ asked' }).ok).toBe(true)
    // The direction marks right-to-left text pasted from other apps carries reorder nothing around them.
    expect(parseWith(contactSchema, { ...valid.contact, name: 'דנה\u200f כהן' }).ok).toBe(true)
  })

  it('says which field holds a character that is not allowed, in the demo’s optional note too', () => {
    const demo = { ...demoVisitor(), slot: '2027-03-12T14:00:00.000Z', note: 'Invoice \u202egnp.exe' }
    expect(errorsOf(demoSchema, demo)).toEqual({ note: 'Note contains characters that are not allowed' })
  })

  it('accepts non-Latin text', () => {
    expect(parseWith(contactSchema, { ...valid.contact, name: 'Zoë Ñúñez 李雷', message: 'Grüße 👋' }).ok).toBe(true)
  })
})

describe('reading a submitted form', () => {
  it('reads text fields as strings and checkboxes as booleans', () => {
    const data = new FormData()
    data.set('email', 'a@b.co')
    data.set('remember', 'on')
    data.set('file', new Blob(['x']))
    expect(formDataToObject(data, ['email', 'password', 'remember', 'file', 'logout'], ['remember', 'logout'])).toEqual(
      {
        email: 'a@b.co',
        password: undefined,
        remember: true,
        file: undefined,
        logout: false,
      },
    )
  })
})

describe('subjectFromQuery', () => {
  it('prefills a subject from the query safely', () => {
    expect(subjectFromQuery('Schedule a demo')).toBe('Schedule a demo')
    expect(subjectFromQuery(['Request a quote', 'other'])).toBe('Request a quote')
    expect(subjectFromQuery(null)).toBe('')
    expect(subjectFromQuery('Hi\u0000there\n')).toBe('Hi there')
    expect(subjectFromQuery('s'.repeat(400))).toHaveLength(150)
  })

  it('shows a subject the site’s links write in the page’s language, and no inherited key', () => {
    const spanish = { 'Request a quote': 'Solicitar una cotización' }
    expect(subjectFromQuery('Request a quote', spanish)).toBe('Solicitar una cotización')
    expect(subjectFromQuery('Billing', spanish)).toBe('Billing')
    expect(subjectFromQuery('constructor', spanish)).toBe('constructor')
  })
})
