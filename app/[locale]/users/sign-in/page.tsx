import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { SignInCard } from '../_components/SignInCard'
import { routes } from '@/lib/routes'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return pageMetadata({ ...messagesFor(locale).signIn.meta, path: routes.signIn.path, locale })
}

/** Dynamic: a visitor who is already signed in goes straight to /account. */
export default async function SignInPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  await redirectIfSignedIn(locale)
  return <SignInCard locale={locale} />
}
