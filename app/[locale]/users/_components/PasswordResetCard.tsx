import { formText, messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { PasswordResetForm } from './PasswordResetForm'

/** /users/password-reset's card in a language, with the token from the reset mail's link. */
export function PasswordResetCard({ locale, token }: { locale: Locale; token: string }) {
  const { card } = messagesFor(locale).passwordReset
  return (
    <AuthCard {...card} footerHref={localizedPath(routes.signIn.path, locale)}>
      <PasswordResetForm
        locale={locale}
        permalink={`${localizedPath(routes.passwordReset.path, locale)}?${new URLSearchParams({ token })}`}
        text={formText(locale, (m) => m.passwordReset.form)}
        token={token}
      />
    </AuthCard>
  )
}
