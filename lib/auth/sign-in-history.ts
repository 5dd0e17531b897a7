import type { AuthContext, BetterAuthOptions, BetterAuthPlugin } from 'better-auth'

/*
 * The account's sign-in history: each sign-in and each failed attempt of an account, with when,
 * from which browser, how, and the place its address was approximately at when a location database
 * is configured (place.ts). A Better Auth plugin declares the table, so that the same migrations
 * make it in SQLite and in PostgreSQL; rows are written and read through Better Auth's adapter.
 * Only the newest HISTORY_LENGTH rows of an account are kept: a flood of wrong passwords cannot
 * grow the table past that (the sign-in limits, lockout.ts, cap how fast it comes anyway).
 */

/** How a sign-in was proven, or how an attempt failed: the password, a passkey, an authenticator code, a recovery code. */
const SIGN_IN_METHODS = ['password', 'passkey', 'code', 'recovery-code'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

/** How many events the account page shows and the table keeps per account. */
export const HISTORY_LENGTH = 20

const MODEL = 'signInEvent'

export type SignInEvent = {
  at: Date
  method: SignInMethod
  /** False for a failed attempt. */
  succeeded: boolean
  userAgent: string | null
  /** "Lisbon, Portugal"; null when no location database is configured or it knew nothing. */
  place: string | null
}

/** Declares the history's table; Better Auth's migrations create it (and its index) with the others. */
export const signInHistory = () =>
  ({
    id: 'sign-in-history',
    schema: {
      [MODEL]: {
        fields: {
          userId: {
            type: 'string',
            required: true,
            references: { model: 'user', field: 'id', onDelete: 'cascade' },
            index: true,
          },
          at: { type: 'date', required: true },
          method: { type: 'string', required: true },
          succeeded: { type: 'boolean', required: true },
          userAgent: { type: 'string', required: false },
          place: { type: 'string', required: false },
        },
      },
    },
  }) satisfies BetterAuthPlugin

type Row = SignInEvent & { id: string; userId: string }

/** The Better Auth instance whose adapter keeps the history (better-auth.ts's Auth). */
type Instance<Options extends BetterAuthOptions> = { $context: Promise<Pick<AuthContext<Options>, 'adapter'>> }

const isMethod = (value: unknown): value is SignInMethod => SIGN_IN_METHODS.includes(value as SignInMethod)

/** When the last event this process recorded happened, in milliseconds. */
let lastEventMs = 0

/**
 * Now, or a millisecond after the last event when that is now or just before it (within a second,
 * so that a clock set back is followed): the history is listed by time, and two sign-ins in one
 * millisecond keep the order they happened in.
 */
function eventTime(): Date {
  const now = Date.now()
  lastEventMs = now <= lastEventMs && lastEventMs - now < 1_000 ? lastEventMs + 1 : now
  return new Date(lastEventMs)
}

/** Adds an event to the account's history and drops what falls past its newest HISTORY_LENGTH. */
export async function addSignInEvent<Options extends BetterAuthOptions>(
  instance: Instance<Options>,
  userId: string,
  event: Omit<SignInEvent, 'at'> & { at?: Date },
): Promise<void> {
  const { adapter } = await instance.$context
  await adapter.create({
    model: MODEL,
    data: {
      userId,
      at: event.at ?? eventTime(),
      method: event.method,
      succeeded: event.succeeded,
      userAgent: event.userAgent?.slice(0, 512) ?? null,
      place: event.place?.slice(0, 200) ?? null,
    },
  })
  const older = await adapter.findMany<Row>({
    model: MODEL,
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'at', direction: 'desc' },
    offset: HISTORY_LENGTH,
    limit: 100,
  })
  if (older.length) {
    await adapter.deleteMany({
      model: MODEL,
      where: [{ field: 'id', operator: 'in', value: older.map((row) => row.id) }],
    })
  }
}

/** The account's newest events, the newest first. */
export async function signInEvents<Options extends BetterAuthOptions>(
  instance: Instance<Options>,
  userId: string,
): Promise<SignInEvent[]> {
  const { adapter } = await instance.$context
  const rows = await adapter.findMany<Row>({
    model: MODEL,
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'at', direction: 'desc' },
    limit: HISTORY_LENGTH,
  })
  return rows.flatMap((row) =>
    isMethod(row.method)
      ? [
          {
            at: new Date(row.at),
            method: row.method,
            succeeded: Boolean(row.succeeded),
            userAgent: row.userAgent ?? null,
            place: row.place ?? null,
          },
        ]
      : [],
  )
}
