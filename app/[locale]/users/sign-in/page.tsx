import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { AuthCard } from '../_components/AuthCard'
import { SignInForm } from '../_components/SignInForm'
import { routes } from '@/lib/routes'

export const metadata: Metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in to your MediCore account.',
  path: routes.signIn.path,
})

/** Dynamic: a visitor who is already signed in goes straight to /account. */
export default async function SignInPage() {
  await redirectIfSignedIn()
  return (
    <AuthCard
      title="Login"
      intro="Sign in to your MediCore account."
      footerLink={{ href: routes.signUp.path, label: "Don't have an account? Create One" }}
    >
      <SignInForm />
    </AuthCard>
  )
}
