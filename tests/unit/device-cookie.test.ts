import { describe, expect, it } from 'vitest'
import {
  DEVICE_TOKEN_SECONDS,
  deviceBinding,
  deviceCookieName,
  deviceCookieOptions,
  deviceKey,
  deviceTokens,
  MAX_ACCOUNTS,
  trustedDeviceId,
  withDeviceToken,
} from '@/lib/auth/device-cookie'

/* The device cookie's tokens (lib/auth/device-cookie.ts): what makes one vouch for an account, and what does not. */

const key = deviceKey('unit-test-secret-unit-test-secret-0123456789')
const ada = deviceBinding('user-ada', '$scrypt$ada-password-hash')
const grace = deviceBinding('user-grace', '$scrypt$grace-password-hash')
const now = new Date('2026-11-23T10:00:00Z')
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)

const issued = (binding: string, cookie?: string, at = now) => withDeviceToken(deviceTokens(cookie), key, binding, at)

describe('the device cookie', () => {
  it('vouches for the account it was issued for, and for no other', () => {
    const cookie = issued(ada)
    expect(trustedDeviceId(deviceTokens(cookie), key, ada, now)).toMatch(/^[\w-]{16}$/)
    expect(trustedDeviceId(deviceTokens(cookie), key, grace, now)).toBeUndefined()
  })

  it('names no account: the address and the account id are nowhere in it', () => {
    const cookie = issued(ada)
    expect(cookie).not.toMatch(/ada|user/i)
  })

  it('is void once the password changes, or signed with another secret, or forged', () => {
    const cookie = deviceTokens(issued(ada))
    expect(trustedDeviceId(cookie, key, deviceBinding('user-ada', '$scrypt$a-new-hash'), now)).toBeUndefined()
    expect(trustedDeviceId(cookie, deviceKey('another-secret-another-secret-0123456789'), ada, now)).toBeUndefined()
    const [issuedAt, nonce, signature] = cookie[0]!.text.split('.')
    const forged = `${issuedAt}.${nonce}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
    expect(trustedDeviceId(deviceTokens(forged), key, ada, now)).toBeUndefined()
    // Another moment with the same signature is another token.
    const moved = `${(parseInt(issuedAt!, 36) + 1).toString(36)}.${nonce}.${signature}`
    expect(trustedDeviceId(deviceTokens(moved), key, ada, now)).toBeUndefined()
  })

  it('is trusted for a year from its issue', () => {
    const cookie = deviceTokens(issued(ada))
    expect(trustedDeviceId(cookie, key, ada, later(DEVICE_TOKEN_SECONDS - 60))).toBeDefined()
    expect(trustedDeviceId(cookie, key, ada, later(DEVICE_TOKEN_SECONDS))).toBeUndefined()
  })

  it(`keeps a token for each of several accounts, the newest ${MAX_ACCOUNTS}, and one per account`, () => {
    let cookie = issued(ada)
    cookie = issued(grace, cookie)
    const adaDevice = trustedDeviceId(deviceTokens(cookie), key, ada, now)
    expect(adaDevice).toBeDefined()
    expect(trustedDeviceId(deviceTokens(cookie), key, grace, now)).toBeDefined()
    // Ada signs in again: her token is replaced, Grace's stays.
    cookie = issued(ada, cookie)
    expect(deviceTokens(cookie)).toHaveLength(2)
    expect(trustedDeviceId(deviceTokens(cookie), key, ada, now)).not.toBe(adaDevice)
    expect(trustedDeviceId(deviceTokens(cookie), key, grace, now)).toBeDefined()

    for (let account = 0; account < MAX_ACCOUNTS; account++)
      cookie = issued(deviceBinding(`user-${account}`, 'h'), cookie)
    expect(deviceTokens(cookie)).toHaveLength(MAX_ACCOUNTS)
    expect(trustedDeviceId(deviceTokens(cookie), key, ada, now)).toBeUndefined()
    expect(trustedDeviceId(deviceTokens(cookie), key, deviceBinding('user-1', 'h'), now)).toBeDefined()
  })

  it('drops what is not a token, and a value too long to be ours', () => {
    const token = issued(ada)
    expect(deviceTokens(`junk~${token}~a.b.c`)).toHaveLength(1)
    expect(deviceTokens(`${token}~${'x'.repeat(2000)}`)).toEqual([])
    expect(deviceTokens(undefined)).toEqual([])
  })

  it('is an HttpOnly, SameSite=Lax cookie for a year, and a __Host- one over https', () => {
    expect(deviceCookieName(false)).toBe('medicore.device')
    expect(deviceCookieName(true)).toBe('__Host-medicore.device')
    expect(deviceCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: DEVICE_TOKEN_SECONDS,
    })
    expect(deviceCookieOptions(false).secure).toBe(false)
  })
})
