import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { pageMetadata } from '@/lib/seo'
import { AuthCard } from '../_components/AuthCard'
import { PasswordResetForm } from '../_components/PasswordResetForm'
import { routes } from '@/lib/routes'

export const metadata: Metadata = pageMetadata({
  title: 'Reset Password',
  description: 'Choose a new password for your MediCore account.',
  path: routes.passwordReset.path,
})

/**
 * Where the reset mail's link leads (`?token=…`). The token goes to the form as a hidden field
 * and is checked when the form is sent. Without a token (the old /password-reset link, a
 * bookmark) the visitor first asks for a link.
 */
export default async function PasswordResetPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!value) redirect(routes.forgotPassword.path)
  return (
    <AuthCard
      title="Reset Password"
      intro="Choose a new password for your account."
      footerLink={{ href: routes.signIn.path, label: 'Back to Login' }}
    >
      <PasswordResetForm token={value} />
    </AuthCard>
  )
}
