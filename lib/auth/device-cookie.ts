import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { siteCookieName, siteCookieOptions } from '../site-cookie'

/*
 * The device cookie (OWASP's "device cookies" against lockout attacks): a browser that has signed
 * in to an account carries a token for it, so that its attempts are told apart from a stranger's
 * and are never refused by the address's own lock (lockout.ts). No Better Auth here: the tokens'
 * format and signature only; devices.ts reads and sets the cookie.
 *
 * One cookie holds a token per account signed in with that browser, the newest first, at most
 * MAX_ACCOUNTS. A token is `<issued, base 36 seconds>.<nonce>.<signature>`; the signature is an
 * HMAC over the account it is bound to (its id and its password's hash, so that a reset or a
 * change of the password voids every token of the account), the issue time and the nonce, with
 * a key derived from the auth secret. It names no account: only the server, given an account,
 * can tell whether a token is that account's. The nonce identifies the device to the counters.
 */

/** A token is trusted for a year from its issue; each sign-in issues a new one. */
export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60
/** How many accounts' tokens one browser keeps. */
export const MAX_ACCOUNTS = 5
const TOKEN = /^[0-9a-z]{1,12}\.[\w-]{16}\.[\w-]{22}$/
/** Longer than MAX_ACCOUNTS tokens can be: whatever came is not ours. */
const MAX_COOKIE_LENGTH = 1024

export const deviceCookieName = (secure: boolean) => siteCookieName('medicore.device', secure)

/** For a year. */
export const deviceCookieOptions = (secure: boolean) => ({ ...siteCookieOptions(secure), maxAge: DEVICE_TOKEN_SECONDS })

/** The signing key: the auth secret, for this purpose only. */
export const deviceKey = (secret: string) => createHmac('sha256', secret).update('medicore device cookie v1').digest()

/** What a token is bound to: the account and its password as it is now. */
export const deviceBinding = (accountId: string, passwordHash: string) =>
  `${accountId}\n${createHash('sha256').update(passwordHash).digest('base64url')}`

export type DeviceToken = { issued: number; nonce: string; signature: string; text: string }

const signature = (key: Buffer, binding: string, issued: number, nonce: string) =>
  createHmac('sha256', key).update(`${binding}\n${issued}\n${nonce}`).digest().subarray(0, 16).toString('base64url')

function parse(text: string): DeviceToken | undefined {
  if (!TOKEN.test(text)) return undefined
  const [issued, nonce, mac] = text.split('.') as [string, string, string]
  return { issued: parseInt(issued, 36), nonce, signature: mac, text }
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

const fresh = (token: DeviceToken, now: Date) =>
  token.issued <= nowSeconds(now) + 60 && nowSeconds(now) - token.issued < DEVICE_TOKEN_SECONDS

function signedFor(token: DeviceToken, key: Buffer, binding: string) {
  const expected = Buffer.from(signature(key, binding, token.issued, token.nonce))
  const given = Buffer.from(token.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The tokens of a cookie's value, newest first; nothing of a value that is not ours. */
export function deviceTokens(value: string | undefined): DeviceToken[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return []
  return value
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .flatMap((text) => parse(text) ?? [])
}

/** The device's id (its token's nonce) when one of `tokens` is a valid one for the account `binding` names. */
export function trustedDeviceId(
  tokens: DeviceToken[],
  key: Buffer,
  binding: string,
  now = new Date(),
): string | undefined {
  return tokens.find((token) => fresh(token, now) && signedFor(token, key, binding))?.nonce
}

/**
 * The cookie's new value after a sign-in to the account `binding` names: a new token for it first,
 * then the other accounts' tokens that are still fresh, at most MAX_ACCOUNTS in all.
 */
export function withDeviceToken(tokens: DeviceToken[], key: Buffer, binding: string, now = new Date()): string {
  const issued = nowSeconds(now)
  const nonce = randomBytes(12).toString('base64url')
  const token = `${issued.toString(36)}.${nonce}.${signature(key, binding, issued, nonce)}`
  const others = tokens.filter((other) => fresh(other, now) && !signedFor(other, key, binding))
  return [token, ...others.map((other) => other.text)].slice(0, MAX_ACCOUNTS).join('~')
}
