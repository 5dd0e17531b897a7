import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { planFromQuery } from '@/lib/auth/plans'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { SignUpCard } from '../_components/SignUpCard'
import { routes } from '@/lib/routes'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return pageMetadata({ ...messagesFor(locale).signUp.meta, path: routes.signUp.path, locale })
}

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
