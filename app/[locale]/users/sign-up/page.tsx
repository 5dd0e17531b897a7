import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { planFromQuery } from '@/lib/auth/plans'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { messagesFor } from '@/lib/i18n/messages'
import { SignUpCard } from '../_components/SignUpCard'
import { routes } from '@/lib/routes'

const locale = 'en'

export const metadata: Metadata = pageMetadata({ ...messagesFor(locale).signUp.meta, path: routes.signUp.path })

/**
 * Dynamic: a visitor who is already signed in goes to /account, and `?plan=` (from the pricing
 * page's buttons) reaches the form as a hidden field, so it works without JavaScript too.
 */
export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ plan?: string | string[] }> }) {
  await redirectIfSignedIn()
  return <SignUpCard locale={locale} plan={planFromQuery((await searchParams).plan)} />
}
