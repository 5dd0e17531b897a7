import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { planFromQuery, planName, TRIAL_DAYS } from '@/lib/auth/plans'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { AuthCard } from '../_components/AuthCard'
import { SignUpForm } from '../_components/SignUpForm'
import { routes } from '@/lib/routes'

export const metadata: Metadata = pageMetadata({
  title: 'Create an account',
  description: 'Register for a MediCore account.',
  path: routes.signUp.path,
})

/**
 * Dynamic: a visitor who is already signed in goes to /account, and `?plan=` (from the pricing
 * page's buttons) reaches the form as a hidden field, so it works without JavaScript too.
 */
export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ plan?: string | string[] }> }) {
  await redirectIfSignedIn()
  const plan = planFromQuery((await searchParams).plan)
  const intro =
    plan === 'free'
      ? 'Create your MediCore account.'
      : `Create your MediCore account on the ${planName(plan)} plan, free for ${TRIAL_DAYS} days.`
  return (
    <AuthCard
      title="Register"
      intro={intro}
      footerLink={{ href: routes.signIn.path, label: 'Already have an account? Login' }}
    >
      <SignUpForm plan={plan} />
    </AuthCard>
  )
}
