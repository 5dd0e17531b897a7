import type { Metadata } from 'next'
import { textLink } from '@/app/_components/ui'
import { AuthCard } from '../_components/AuthCard'
import { SignInForm } from '../_components/SignInForm'

export const metadata: Metadata = { title: 'Sign in', description: 'Sign in to your MediCore account.' }

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
