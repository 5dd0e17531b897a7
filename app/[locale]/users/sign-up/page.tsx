import { formPageMetadata } from '@/lib/seo'
import { planFromQuery } from '@/lib/auth/plans'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { SignUpCard } from '../_components/SignUpCard'

export const generateMetadata = formPageMetadata('signUp')

/**
 * Dynamic: a visitor who is already signed in goes to /account, and `?plan=` (from the pricing
 * page's buttons) reaches the form as a hidden field, so it works without JavaScript too.
 */
export default async function SignUpPage({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ plan?: string | string[] }> }) {
  const locale = await pageLocale(params)
  await redirectIfSignedIn(locale)
  return <SignUpCard locale={locale} plan={planFromQuery((await searchParams).plan)} />
}
