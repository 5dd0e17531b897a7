import { Fragment, type ReactNode } from 'react'
import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { controlClass } from '@/lib/components/forms/controls'
import { Icon } from '@/lib/components/Icon'
import type { LucideName } from '@/lib/components/icons/lucide-nodes'
import { buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import { LANGUAGE_FIELD } from '@/lib/auth/account-language'
import {
  changeLanguageAction,
  endOtherSessionsAction,
  endSessionAction,
  resendConfirmationAction,
  signOutAction,
} from '@/lib/auth/actions'
import { planNameIn } from '@/lib/auth/plans'
import { requestHeaders, requireAccount } from '@/lib/auth/request'
import { describeUserAgent } from '@/lib/auth/user-agent'
import { getPricingPlans } from '@/lib/content'
import { formatDate, formatDateTime } from '@/lib/format'
import { formText, messagesFor } from '@/lib/i18n/messages'
import { localeNames, localizedPath, locales, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/text'
import { routes } from '@/lib/routes'
import { AccountGroup, AccountSection } from './AccountSection'
import { LocalTime } from './LocalTime'
import { ChangePasswordForm } from './ChangePasswordForm'
import { PasskeysSection } from './PasskeysSection'
import { SignInHistory } from './SignInHistory'
import { TwoStepSection } from './TwoStepSection'
import { activeSessions } from '@/lib/auth/account-sessions'

/** What "Send the link again" answered (`?confirmation=`), to show once on the page it returns to. */
const resendAnswerKeys = {
  sent: 'confirmationSent',
  limited: 'confirmationLimited',
  confirmed: 'emailConfirmed',
} as const

/** /account in a language: the signed-in visitor's account and sessions; anyone else goes to the sign-in page. */
export async function AccountScreen({
  locale,
  confirmation,
  passkeyNotice,
}: {
  locale: Locale
  confirmation: unknown
  /** What a passkey action that ended here says (`?passkey=`). */
  passkeyNotice: unknown
}) {
  const m = messagesFor(locale)
  const words = m.account.page
  const account = await requireAccount(locale)
  const answerKey =
    typeof confirmation === 'string' && Object.hasOwn(resendAnswerKeys, confirmation)
      ? resendAnswerKeys[confirmation as keyof typeof resendAnswerKeys]
      : undefined
  const resendAnswer = answerKey ? m.authAnswers[answerKey] : undefined
  const permalink = localizedPath(routes.account.path, locale)
  const sessions = await activeSessions(await requestHeaders())
  // The plan's name is the pricing page's, in the page's language; without the CMS, the tier's own name.
  const plans = await getPricingPlans(locale).catch(() => [])
  const others = sessions.filter((session) => !session.current)
  const details: [string, ReactNode][] = [
    [words.name, account.name],
    [
      words.email,
      <>
        {account.email}{' '}
        <span className={account.emailConfirmed ? 'text-green-800' : 'text-amber-800'}>
          ({account.emailConfirmed ? words.confirmed : words.notConfirmed})
        </span>
      </>,
    ],
    [words.plan, planNameIn(plans, account.plan)],
  ]
  if (!account.trialEndsAt && !account.emailConfirmed && account.plan !== 'free') {
    details.push([words.trial, words.trialStartsOnConfirmation])
  }
  if (account.trialEndsAt) {
    details.push([
      words.trialEnds,
      <time key="trial" dateTime={account.trialEndsAt.toISOString()}>
        {formatDate(account.trialEndsAt, locale)}
      </time>,
    ])
  }

  const groups = [
    { id: 'profile', title: words.profileTitle, icon: 'user-round' },
    { id: 'security', title: words.securityTitle, icon: 'shield' },
    { id: 'activity', title: words.activityTitle, icon: 'monitor-smartphone' },
    { id: 'language', title: words.languageTitle, icon: 'languages' },
  ] as const satisfies readonly {
    id: string
    title: string
    icon: LucideName
  }[]
  const [profile, security, activity, language] = groups

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-brand-950">{words.title}</h1>
          <p className="mt-1 text-sm break-words text-slate-600">{account.email}</p>
        </div>
        <ActionForm action={signOutAction} permalink={permalink}>
          <LocaleField locale={locale} />
          <button type="submit" className={buttonSecondary}>
            <Icon name="log-out" size={18} />
            {words.signOut}
          </button>
        </ActionForm>
      </div>

      {account.emailConfirmed ? null : (
        <div className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          <p>{fill(m.authAnswers.confirmEmail, { email: account.email })}</p>
          <ActionForm action={resendConfirmationAction} permalink={permalink} className="mt-3">
            <LocaleField locale={locale} />
            <button type="submit" className={`${buttonSecondary} px-4 py-1.5`}>
              {words.resendConfirmation}
            </button>
          </ActionForm>
        </div>
      )}
      {resendAnswer ? (
        <p role="status" className="mt-4 text-sm font-medium text-slate-800">
          {resendAnswer}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start">
        <nav aria-label={words.sectionsNav} className="lg:sticky lg:top-8">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-white hover:text-brand-800 lg:ring-0"
                >
                  <Icon name={group.icon} size={18} className="text-slate-500" />
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-8">
          <AccountGroup {...profile}>
            <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-[auto_1fr]">
              {details.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className="font-medium text-slate-600">{term}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </Fragment>
              ))}
            </dl>
          </AccountGroup>

          <AccountGroup {...security}>
            <AccountSection id="password-title" title={words.passwordTitle}>
              <div className="mt-4 max-w-md">
                <ChangePasswordForm
                  locale={locale}
                  permalink={permalink}
                  text={formText(locale, (m) => m.account.form)}
                />
              </div>
            </AccountSection>
            <AccountSection id="two-step-title" title={m.twoStep.settings.title}>
              <TwoStepSection locale={locale} permalink={permalink} />
            </AccountSection>
            <PasskeysSection
              locale={locale}
              permalink={permalink}
              emailConfirmed={account.emailConfirmed}
              notice={passkeyNotice}
            />
          </AccountGroup>

          <AccountGroup {...activity}>
            <AccountSection id="sessions-title" title={words.sessionsTitle}>
              <ul className="mt-4 space-y-3">
                {sessions.map((session) => (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 ring-1 ring-slate-200"
                  >
                    <div id={`session-${session.id}`} className="text-sm">
                      <p className="font-medium text-slate-900">
                        {describeUserAgent(session.userAgent, words)}
                        {session.current ? <span className="text-green-800"> {words.thisDevice}</span> : null}
                      </p>
                      <p className="text-slate-600">
                        {words.lastActive}{' '}
                        <LocalTime
                          at={session.lastActiveAt.toISOString()}
                          utc={formatDateTime(session.lastActiveAt, locale)}
                          locale={locale}
                        />
                      </p>
                    </div>
                    <ActionForm action={endSessionAction} permalink={permalink}>
                      <LocaleField locale={locale} />
                      <input type="hidden" name="session" value={session.id} />
                      <button
                        type="submit"
                        aria-describedby={`session-${session.id}`}
                        className={`${buttonSecondary} px-4 py-1.5`}
                      >
                        {words.signOutSession}
                      </button>
                    </ActionForm>
                  </li>
                ))}
              </ul>
              {others.length ? (
                <ActionForm action={endOtherSessionsAction} permalink={permalink} className="mt-4">
                  <LocaleField locale={locale} />
                  <button type="submit" className={buttonPrimary}>
                    {words.signOutOthers}
                  </button>
                </ActionForm>
              ) : null}
            </AccountSection>
            <AccountSection id="sign-in-history-title" title={m.signInHistory.title}>
              <SignInHistory locale={locale} permalink={permalink} />
            </AccountSection>
          </AccountGroup>

          {/* A plain form, with no field checks of its own. */}
          <AccountGroup {...language}>
            <div>
              <p id="language-intro" className="text-sm text-slate-600">
                {words.languageIntro}
              </p>
              <ActionForm
                action={changeLanguageAction}
                permalink={permalink}
                className="mt-4 flex flex-wrap items-center gap-3"
              >
                <LocaleField locale={locale} />
                <div className="w-48">
                  <select
                    name={LANGUAGE_FIELD}
                    defaultValue={account.locale}
                    aria-labelledby="language-title"
                    aria-describedby="language-intro"
                    className={`${controlClass} select-field`}
                  >
                    {locales.map((option) => (
                      <option key={option} value={option} lang={localeNames[option].htmlLang}>
                        {localeNames[option].name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className={buttonSecondary}>
                  {words.languageSave}
                </button>
              </ActionForm>
            </div>
          </AccountGroup>
        </div>
      </div>
    </>
  )
}
