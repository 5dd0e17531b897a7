/**
 * An e-mail address as the limits count it, and as Better Auth finds its account: the forms trim
 * what was typed (lib/forms/rules.ts) and Better Auth lowercases it (`email.toLowerCase()` in its
 * sign-in, sign-up and user lookups). Trimmed and lowercased here as well, so that ` Victim@Corp`
 * and `victim@corp` are one address for every counter, whichever path a request took.
 */
export const normalisedAddress = (email: string) => email.trim().toLowerCase()
