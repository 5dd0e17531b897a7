import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { ForgotPasswordCard } from '../_components/ForgotPasswordCard'
import { routes } from '@/lib/routes'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return pageMetadata({ ...messagesFor(locale).forgotPassword.meta, path: routes.forgotPassword.path, locale })
}

export default async function ForgotPasswordPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  return <ForgotPasswordCard locale={locale} />
}
