import { formText, messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { SignInForm } from './SignInForm'

/** /users/sign-in's card in a language: the words come from its catalogue, the form gets only its own. */
export function SignInCard({ locale }: { locale: Locale }) {
  const { card } = messagesFor(locale).signIn
  return (
    <AuthCard {...card} footerHref={localizedPath(routes.signUp.path, locale)}>
      <SignInForm
        locale={locale}
        permalink={localizedPath(routes.signIn.path, locale)}
        text={formText(
          locale,
          (m) => m.signIn.form,
          (m) => m.authAnswers.signingIn,
        )}
        forgotPasswordHref={localizedPath(routes.forgotPassword.path, locale)}
      />
    </AuthCard>
  )
}
