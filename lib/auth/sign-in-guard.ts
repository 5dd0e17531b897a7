import 'server-only'
import { limitsRedis } from '../limits/redis'
import { openedAuthDatabase, type Auth } from './better-auth'
import { trustedDevice } from './devices'
import { databaseStreak, redisStreak } from './failure-streak'
import { createSignInGuard } from './lockout'
import { isHashingBusy } from './password-hashing'

/*
 * The process's one sign-in guard (lockout.ts). Every guess at an account's secrets goes through
 * it: a password at sign-in or when changing it, and an authenticator or recovery code at the
 * code step, when turning two-step sign-in on or off. They share its counters, so a guess is a
 * guess whatever it guesses.
 */
let made: ReturnType<typeof createSignInGuard> | undefined

/** The guard, its failures in a row in Redis with REDIS_URL, else in the accounts' database (made on first use). */
export async function signInGuard() {
  if (made) return made
  const inDatabase = databaseStreak(await openedAuthDatabase())
  const redis = limitsRedis()
  return (made ??= createSignInGuard(redis ? redisStreak(redis, inDatabase) : inDatabase))
}

/**
 * Reserves a guess at the account of `email` with the guard, as the owner's browser when it
 * carries a valid device cookie for the address; waits out the slowdown.
 */
export async function reserveGuess(instance: Auth, email: string, headers: Headers, client: string) {
  const attempt = await (await signInGuard()).attempt(email, client, await trustedDevice(instance, email, headers))
  if (attempt.ok && attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
  return attempt
}

/**
 * Checks a reserved guess with `check`. When the site is too busy to hash the password, nothing was
 * checked and nothing learnt: the guess goes back, so that the visitor's retry is not counted twice,
 * and the HashingBusyError goes on to the caller's answer.
 */
export async function checkGuess<T>(attempt: { notChecked(): Promise<void> }, check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (isHashingBusy(error)) await attempt.notChecked()
    throw error
  }
}

/** A guess the guard refused: wait out the slowdown, or, past the failures in a row, reset the password. */
export type GuessRefused =
  | { ok: false; reason: 'locked'; retryAfterMs: number }
  /** Past the failures in a row (lockout.ts): only a reset, or a browser with the device cookie. */
  | { ok: false; reason: 'reset-required' }

export const refusedGuess = (
  attempt: { ok: false; retryAfterMs: number } | { ok: false; ceiling: true },
): GuessRefused =>
  'ceiling' in attempt
    ? { ok: false, reason: 'reset-required' }
    : { ok: false, reason: 'locked', retryAfterMs: attempt.retryAfterMs }
