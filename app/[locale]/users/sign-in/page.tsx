import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { messagesFor } from '@/lib/i18n/messages'
import { SignInCard } from '../_components/SignInCard'
import { routes } from '@/lib/routes'

const locale = 'en'

export const metadata: Metadata = pageMetadata({ ...messagesFor(locale).signIn.meta, path: routes.signIn.path })

/** Dynamic: a visitor who is already signed in goes straight to /account. */
export default async function SignInPage() {
  await redirectIfSignedIn()
  return <SignInCard locale={locale} />
}
