import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { buttonPrimary } from '@/lib/components/buttons'
import { notMeLinkAction } from '@/lib/auth/two-factor-actions'
import { TOKEN_FIELD } from '@/lib/forms/account-fields'
import { messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'

/** What the page's address says: a notice's token, or the answer (`?done`, `?invalid`). */
export type NotMeState = { token?: string; done: boolean }

/** /users/not-me's card in a language: the button that secures the account, or what it answered. */
export function NotMeCard({ locale, state }: { locale: Locale; state: NotMeState }) {
  const m = messagesFor(locale)
  const { card } = m.notMe
  const signIn = {
    footerHref: localizedPath(routes.signIn.path, locale),
    footerLink: card.footerLink,
  }
  if (state.done || !state.token) {
    return (
      <AuthCard title={card.title} {...signIn}>
        <p role="status" className="text-sm text-slate-700">
          {state.done ? m.notMe.done : m.notMe.invalid}{' '}
          {state.done ? null : (
            <a href={localizedPath(routes.forgotPassword.path, locale)} className="font-semibold underline">
              {m.notMe.resetLink}
            </a>
          )}
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={card.title} intro={card.intro} {...signIn}>
      <ActionForm action={notMeLinkAction} permalink={localizedPath(routes.notMe.path, locale)}>
        <LocaleField locale={locale} />
        <input type="hidden" name={TOKEN_FIELD} value={state.token} />
        <button type="submit" className={`${buttonPrimary} w-full`}>
          {card.submit}
        </button>
      </ActionForm>
    </AuthCard>
  )
}
