import 'server-only'
import type { Auth } from './better-auth'
import { trustedDevice } from './devices'
import { createSignInGuard } from './lockout'

/*
 * The process's one sign-in guard (lockout.ts). Every guess at an account's secrets goes through
 * it: a password at sign-in or when changing it, and an authenticator or recovery code at the
 * code step, when turning two-step sign-in on or off. They share its counters, so a guess is a
 * guess whatever it guesses.
 */
export const signInGuard = createSignInGuard()

/**
 * Reserves a guess at the account of `email` with the guard, as the owner's browser when it
 * carries a valid device cookie for the address; waits out the slowdown.
 */
export async function reserveGuess(instance: Auth, email: string, headers: Headers, client: string) {
  const attempt = await signInGuard.attempt(email, client, await trustedDevice(instance, email, headers))
  if (attempt.ok && attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
  return attempt
}
