import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { currentAccount, type Account } from './accounts'
import { localizedPath, type Locale } from '../i18n/locales'
import { routes } from '../routes'

/** The current request's headers, as Better Auth takes them. */
export const requestHeaders = async () => new Headers(await headers())

/** For the sign-in and sign-up pages: a visitor who is already signed in goes to the account page. */
export async function redirectIfSignedIn(locale: Locale): Promise<void> {
  if (await currentAccount(await requestHeaders())) redirect(localizedPath(routes.account.path, locale))
}

/** For the account page: a visitor who is not signed in goes to the sign-in page. */
export async function requireAccount(locale: Locale): Promise<Account> {
  const account = await currentAccount(await requestHeaders())
  if (!account) redirect(localizedPath(routes.signIn.path, locale))
  return account
}
