import { formPageMetadata } from '@/lib/seo'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { ForgotPasswordCard } from '../_components/ForgotPasswordCard'

export const generateMetadata = formPageMetadata('forgotPassword')

export default async function ForgotPasswordPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  return <ForgotPasswordCard locale={locale} />
}
