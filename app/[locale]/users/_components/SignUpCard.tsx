import { planName, TRIAL_DAYS, type PlanTier } from '@/lib/auth/plans'
import { formText, messagesFor } from '@/lib/i18n/messages'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/text'
import { routes } from '@/lib/routes'
import { AuthCard } from './AuthCard'
import { SignUpForm } from './SignUpForm'

/** /users/sign-up's card in a language, for the plan chosen on the pricing page. */
export function SignUpCard({ locale, plan }: { locale: Locale; plan: PlanTier }) {
  const { card } = messagesFor(locale).signUp
  const intro = plan === 'free' ? card.intro : fill(card.introTrial, { plan: planName(plan), days: TRIAL_DAYS })
  return (
    <AuthCard {...card} intro={intro} footerHref={localizedPath(routes.signIn.path, locale)}>
      <SignUpForm
        locale={locale}
        permalink={localizedPath(routes.signUp.path, locale) + (plan === 'free' ? '' : `?plan=${plan}`)}
        text={formText(locale, (m) => m.signUp.form)}
        plan={plan}
        termsHref={localizedPath(routes.legal.path, locale)}
      />
    </AuthCard>
  )
}
