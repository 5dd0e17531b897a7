import { formPageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { SignInCard } from '../_components/SignInCard'

export const generateMetadata = formPageMetadata('signIn')

/** Dynamic: a visitor who is already signed in goes straight to /account. */
export default async function SignInPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  await redirectIfSignedIn(locale)
  return <SignInCard locale={locale} />
}
