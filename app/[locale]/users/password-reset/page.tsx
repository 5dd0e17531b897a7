import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { pageMetadata } from '@/lib/seo'
import { messagesFor } from '@/lib/i18n/messages'
import { PasswordResetCard } from '../_components/PasswordResetCard'
import { routes } from '@/lib/routes'

const locale = 'en'

export const metadata: Metadata = pageMetadata({
  ...messagesFor(locale).passwordReset.meta,
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
  return <PasswordResetCard locale={locale} token={value} />
}
