import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { AuthCard } from '../_components/AuthCard'
import { ForgotPasswordForm } from '../_components/ForgotPasswordForm'
import { routes } from '@/lib/routes'

export const metadata: Metadata = pageMetadata({
  title: 'Forgot Password',
  description: 'Get a link to choose a new password for your MediCore account.',
  path: routes.forgotPassword.path,
})

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footerLink={{ href: routes.signIn.path, label: 'Back to Login' }}
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
