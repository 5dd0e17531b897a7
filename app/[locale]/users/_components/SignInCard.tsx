import { formText, messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { PasskeySignIn } from './PasskeySignIn'
import { SignInForm } from './SignInForm'

/** /users/sign-in's card in a language: the words come from its catalogue, the form gets only its own. */
export function SignInCard({ locale }: { locale: Locale }) {
  const m = messagesFor(locale)
  const { card, passkey } = m.signIn
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
      <div className="mt-6">
        <p className="mb-4 flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {passkey.or}
        </p>
        <PasskeySignIn
          locale={locale}
          text={{ ...passkey, cancelled: m.passkeyAnswers.cancelled, refused: m.passkeyAnswers.refused }}
        />
        <noscript>
          <p className="mt-2 text-sm text-slate-700">{passkey.needsJavaScript}</p>
        </noscript>
      </div>
    </AuthCard>
  )
}
