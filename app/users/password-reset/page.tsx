import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { textLink } from '@/app/_components/ui'
import { AuthCard } from '../_components/AuthCard'
import { PasswordResetForm } from '../_components/PasswordResetForm'

export const metadata: Metadata = pageMetadata({
  title: 'Reset Password',
  description: 'Choose a new password for your MediCore account.',
  path: '/users/password-reset',
})

export default function PasswordResetPage() {
  return (
    <AuthCard
      title="Reset Password"
      intro="Choose a new password for your account."
      footer={
        <a href="/users/sign-in" className={textLink}>
          Back to Login
        </a>
      }
    >
      <PasswordResetForm />
    </AuthCard>
  )
}
