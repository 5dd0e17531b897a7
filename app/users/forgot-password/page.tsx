import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { AuthCard } from '../_components/AuthCard'
import { ForgotPasswordForm } from '../_components/ForgotPasswordForm'

export const metadata: Metadata = pageMetadata({
  title: 'Forgot Password',
  description: 'Get a link to choose a new password for your MediCore account.',
  path: '/users/forgot-password',
})

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footerLink={{ href: '/users/sign-in', label: 'Back to Login' }}
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
