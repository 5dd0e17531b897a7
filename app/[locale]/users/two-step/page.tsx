import { formPageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { hasPendingSignIn } from '@/lib/auth/two-factor'
import { requestHeaders } from '@/lib/auth/request'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { TwoStepCard } from '../_components/TwoStepCard'

export const generateMetadata = formPageMetadata('twoStep')

/** The second step of a sign-in whose account asks for a code (lib/auth/two-factor.ts). Dynamic: it reads the sign-in's cookie. */
export default async function TwoStepPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  await redirectIfSignedIn(locale)
  return <TwoStepCard locale={locale} waiting={await hasPendingSignIn(await requestHeaders())} />
}
