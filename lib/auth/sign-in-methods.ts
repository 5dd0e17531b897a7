import 'server-only'
import { queueMail } from '../mail'
import { accountLocale, type Auth } from './better-auth'
import { siteOrigin } from './environment'
import { describeError } from '../log'
import { logAuth } from './log'
import { signInMethodMail, type SignInMethodChange } from './mails'
import { createNotMeToken } from './not-me'

/*
 * The owner hears of every change to the ways into the account: a passkey added or removed,
 * two-step sign-in turned on or off, new recovery codes. Whoever made the change was signed in;
 * if it was not the owner, the mail's "This wasn't me" link signs every session out, mails a
 * reset link and removes a passkey just added (not-me.ts).
 */

type Account = { id: string; email: string }

export async function mailSignInMethodChange(
  instance: Auth,
  user: Account,
  headers: Headers,
  change: { kind: SignInMethodChange; passkey?: { id: string; name?: string | null } },
): Promise<void> {
  try {
    const passkeyId = change.kind === 'passkeyAdded' ? change.passkey?.id : undefined
    const notMeToken = await createNotMeToken(instance, { userId: user.id, passkeyId })
    const account = { email: user.email, origin: siteOrigin(headers), locale: accountLocale(user) }
    await queueMail(
      signInMethodMail(account, { kind: change.kind, passkeyName: change.passkey?.name ?? undefined, notMeToken }),
    )
  } catch (error) {
    // The change stands; the notice is owed, and the log says so.
    logAuth(`sign-in method notice failed: ${describeError(error)}`)
  }
}
