import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { fill, plural } from '@/lib/i18n/text'

/*
 * Every language's catalogue against English's, key by key: the type already refuses a missing
 * or extra key, this also holds for a catalogue that reaches the code some other way (cast, JSON,
 * a future loader). A missing translation fails here, never on a page.
 */

/** Each leaf's dotted key and value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf)
    }
  } else {
    found.set(prefix, value)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).toSorted()

const english = leaves(messagesFor('en'))

describe.each(locales.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const other = leaves(messagesFor(locale))

  it("has exactly English's keys", () => {
    const missing = [...english.keys()].filter((key) => !other.has(key))
    const extra = [...other.keys()].filter((key) => !english.has(key))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it('has a non-empty text for every key, with the same placeholders as English', () => {
    const empty = [...other].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
    const differing = [...other]
      .filter(([key, value]) => {
        const reference = english.get(key)
        return typeof reference === 'string' && typeof value === 'string'
          ? placeholders(reference).join() !== placeholders(value).join()
          : false
      })
      .map(([key]) => key)
    expect(differing).toEqual([])
  })
})

describe('the English catalogue', () => {
  it('has a non-empty text for every key', () => {
    expect([...english].filter(([, value]) => typeof value !== 'string' || value === '').map(([key]) => key)).toEqual(
      [],
    )
  })

  it("keeps the specification's words", () => {
    const m = messagesFor('en')
    expect(m.signIn.form).toMatchObject({ email: 'E-Mail Address', remember: 'Remember Me', submit: 'Login' })
    expect(m.passwordReset.form.logoutDevices).toBe('Logout all devices')
    expect(m.validation).toMatchObject({
      emailInvalid: 'Email is invalid',
      confirmNewPassword: 'Please confirm your new password',
    })
    expect(m.contactAnswers.sent).toBe('Your message has been sent. Thank you!')
  })
})

describe('the templates', () => {
  it('fill in named values, once, and leave unknown names', () => {
    expect(fill('{field} must be at most {max} characters', { field: 'Name', max: '5,000' })).toBe(
      'Name must be at most 5,000 characters',
    )
    expect(fill('Hello {name},', { name: '{site}', site: 'x' })).toBe('Hello {site},')
    expect(fill('{unknown}', {})).toBe('{unknown}')
  })

  it('pick the plural form', () => {
    const { signInLocked } = messagesFor('es').authAnswers
    expect(plural(signInLocked, 1)).toMatch(/en 1 minuto\.$/)
    expect(plural(signInLocked, 15)).toMatch(/en 15 minutos\.$/)
  })
})
