import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { redirectIfSignedIn } from '@/lib/auth/request'
import { textLink } from '@/app/_components/ui'
import { AuthCard } from '../_components/AuthCard'
import { SignInForm } from '../_components/SignInForm'

export const metadata: Metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in to your MediCore account.',
  path: '/users/sign-in',
})

/** Dynamic: a visitor who is already signed in goes straight to /account. */
export default async function SignInPage() {
  await redirectIfSignedIn()
  return (
    <AuthCard
      title="Login"
      intro="Sign in to your MediCore account."
      footer={
        <a href="/users/sign-up" className={textLink}>
          Don&apos;t have an account? Create One
        </a>
      }
    >
      <SignInForm />
    </AuthCard>
  )
}
