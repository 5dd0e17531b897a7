import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHashing } from '@/lib/auth/password-hashing'

/**
 * Scrypt at a test's cost, in Better Auth's format (salt:key, in hex): the same checks (a wrong
 * password fails, a voided hash matches nothing) for about 1/4000 of the CPU. The production
 * cost is 100 ms or more of a core per hash, and the account tests hash hundreds of times: on a
 * busy two-core machine that alone ran them past their timeouts. Only the servers these tests
 * make use it, handed to createAuth as its `hashing`; the site's own always hashes at production
 * cost (lib/auth/password-hashing.ts), whose tests (password-hashing.test.ts) keep it.
 */
const cheapKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 16, r: 1, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

export const cheapHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${(await cheapKey(password, salt)).toString('hex')}`
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':')
    if (!salt || !key) throw new Error('Invalid password hash')
    const expected = Buffer.from(key, 'hex')
    const made = await cheapKey(password, salt)
    return made.length === expected.length && timingSafeEqual(made, expected)
  },
}
