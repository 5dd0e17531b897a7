import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { textLink } from '@/app/_components/ui'
import { AuthCard } from '../_components/AuthCard'
import { SignInForm } from '../_components/SignInForm'

export const metadata: Metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in to your MediCore account.',
  path: '/users/sign-in',
})

export default function SignInPage() {
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
