import { formText, messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { ForgotPasswordForm } from './ForgotPasswordForm'

/** /users/forgot-password's card in a language. */
export function ForgotPasswordCard({ locale }: { locale: Locale }) {
  const { card } = messagesFor(locale).forgotPassword
  return (
    <AuthCard {...card} footerHref={localizedPath(routes.signIn.path, locale)}>
      <ForgotPasswordForm
        locale={locale}
        permalink={localizedPath(routes.forgotPassword.path, locale)}
        text={formText(locale, (m) => m.forgotPassword.form)}
      />
    </AuthCard>
  )
}
