import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { TwoStepForm } from './TwoStepForm'

/**
 * /users/two-step's card in a language: the code form while this browser has a sign-in waiting
 * for its code, and otherwise the way back to the sign-in page.
 */
export function TwoStepCard({ locale, waiting }: { locale: Locale; waiting: boolean }) {
  const m = messagesFor(locale)
  const { card, form } = m.twoStep
  const signIn = { footerHref: localizedPath(routes.signIn.path, locale), footerLink: card.footerLink }
  if (!waiting) {
    return (
      <AuthCard title={card.title} {...signIn}>
        <p role="status" className="text-sm text-slate-700">
          {m.twoStep.answers.expired}
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={card.title} intro={card.intro} {...signIn}>
      <TwoStepForm
        locale={locale}
        permalink={localizedPath(routes.twoStep.path, locale)}
        words={form}
        pendingText={m.authAnswers.signingIn}
      />
    </AuthCard>
  )
}
