import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { messagesFor } from '@/lib/i18n/messages'
import { ForgotPasswordCard } from '../_components/ForgotPasswordCard'
import { routes } from '@/lib/routes'

const locale = 'en'

export const metadata: Metadata = pageMetadata({
  ...messagesFor(locale).forgotPassword.meta,
  path: routes.forgotPassword.path,
})

export default function ForgotPasswordPage() {
  return <ForgotPasswordCard locale={locale} />
}
