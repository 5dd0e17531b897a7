import { redirect } from 'next/navigation'
import { formPageMetadata } from '@/lib/seo'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { PasswordResetCard } from '../_components/PasswordResetCard'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

export const generateMetadata = formPageMetadata('passwordReset')

/**
 * Where the reset mail's link leads (`?token=…`). The token goes to the form as a hidden field
 * and is checked when the form is sent. Without a token (the old /password-reset link, a
 * bookmark) the visitor first asks for a link.
 */
export default async function PasswordResetPage({
  params,
  searchParams,
}: LocaleProps & {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const locale = await pageLocale(params)
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  if (!value) redirect(localizedPath(routes.forgotPassword.path, locale))
  return <PasswordResetCard locale={locale} token={value} />
}
