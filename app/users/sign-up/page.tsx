import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { textLink } from '@/app/_components/ui'
import { AuthCard } from '../_components/AuthCard'
import { SignUpForm } from '../_components/SignUpForm'

export const metadata: Metadata = pageMetadata({
  title: 'Create an account',
  description: 'Register for a MediCore account.',
  path: '/users/sign-up',
})

export default function SignUpPage() {
  return (
    <AuthCard
      title="Register"
      intro="Create your MediCore account."
      footer={
        <a href="/users/sign-in" className={textLink}>
          Already have an account? Login
        </a>
      }
    >
      <SignUpForm />
    </AuthCard>
  )
}
