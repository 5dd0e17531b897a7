import { buttonPrimary } from '@/lib/components/buttons'
import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { confirmEmailAction } from '@/lib/auth/actions'
import { TOKEN_FIELD } from '@/lib/forms/account-fields'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'

/** What the page's address says: a token to confirm, or the answer of a confirmation (`?confirmed`, …). */
export type ConfirmEmailState = {
  token?: string
  confirmed: boolean
  passwordVoided: boolean
  unavailable: boolean
}

/** /users/confirm-email's card in a language: the button that confirms, or what the confirmation answered. */
export function ConfirmEmailCard({ locale, state }: { locale: Locale; state: ConfirmEmailState }) {
  const m = messagesFor(locale)
  const { card } = m.confirmEmail
  const accountLink = {
    footerHref: localizedPath(routes.account.path, locale),
    footerLink: card.footerLink,
  }

  if (state.passwordVoided) {
    return (
      <AuthCard
        title={card.confirmedTitle}
        footerHref={localizedPath(routes.forgotPassword.path, locale)}
        footerLink={card.choosePassword}
      >
        <p role="status" className="text-sm text-slate-700">
          {m.authAnswers.emailConfirmedPasswordVoided}
        </p>
      </AuthCard>
    )
  }
  if (state.confirmed) {
    return (
      <AuthCard title={card.confirmedTitle} {...accountLink}>
        <p role="status" className="text-sm text-slate-700">
          {m.authAnswers.emailConfirmed}
        </p>
        <p className="mt-3 text-sm text-slate-700">{card.sessionsEnded}</p>
      </AuthCard>
    )
  }
  if (!state.token) {
    const message = state.unavailable ? m.authAnswers.unavailable : m.authAnswers.confirmationLinkInvalid
    return (
      <AuthCard title={card.title} {...accountLink}>
        <p role="status" className="text-sm text-slate-700">
          {message} {card.askAgain}
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={card.title} intro={card.intro}>
      <ActionForm action={confirmEmailAction} permalink={localizedPath(routes.confirmEmail.path, locale)}>
        <LocaleField locale={locale} />
        <input type="hidden" name={TOKEN_FIELD} value={state.token} />
        <button type="submit" className={`${buttonPrimary} w-full`}>
          {card.submit}
        </button>
      </ActionForm>
    </AuthCard>
  )
}
