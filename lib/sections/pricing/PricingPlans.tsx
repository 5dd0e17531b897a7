import type { PricingPlan, PricingTableLabels } from '@/lib/content'
import { formatIntegrations, formatUsd } from '@/lib/format'
import { contactHref, signUpForPlanHref } from '@/lib/links'
import { Icon } from '@/lib/components/Icon'
import { scoped } from '@/lib/components/scope'
import { buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText, type SiteText } from '@/lib/i18n/site-text'

/*
 * The plans with a monthly/annual toggle and no JavaScript: the toggle is a pair of
 * native radio inputs, and pricing-toggle.css (in the global stylesheet) shows the matching
 * prices with :has().
 * Monthly is checked in the HTML, so monthly prices show by default.
 */

const billingPeriods = ['monthly', 'annual'] as const

type BillingPeriod = (typeof billingPeriods)[number]

type PlanOptions = {
  /** Set on a second table of the page, so that its radio group and its plans' ids are its own. */
  scope?: string
  /** The plans' heading level: one below the section's heading, when it has one. */
  level?: 2 | 3
}

const flags = [
  'hipaaCompliant',
  'advancedSecurity',
  'unlimitedStorage',
  'dedicatedAccountManager',
] as const satisfies ReadonlyArray<keyof PricingPlan & keyof PricingTableLabels['featureLabels']>

function planAction(plan: PricingPlan, { freeLabel, trialLabel, salesLabel }: PricingTableLabels['planActions']) {
  if (plan.tier === 'ultimate') return { href: contactHref('quote'), label: salesLabel, sales: true }
  if (plan.tier === 'free')
    return {
      href: signUpForPlanHref(plan.tier),
      label: freeLabel,
      sales: false,
    }
  return {
    href: signUpForPlanHref(plan.tier),
    label: trialLabel,
    sales: false,
  }
}

function BillingToggle({ billing, scope }: { billing: PricingTableLabels['billing']; scope?: string }) {
  const labels = { monthly: billing.monthlyLabel, annual: billing.annualLabel }
  return (
    <fieldset className="mx-auto w-fit">
      <legend className="mx-auto mb-3 text-sm font-semibold text-slate-700">{billing.legend}</legend>
      <div className="flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {billingPeriods.map((period) => (
          <label
            key={period}
            className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-slate-700 transition-colors select-none has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 motion-reduce:transition-none"
          >
            <input
              type="radio"
              name={scoped('billing', scope)}
              value={period}
              data-billing-option={period}
              defaultChecked={period === 'monthly'}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {labels[period]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Price({ plan, period, text }: { plan: PricingPlan; period: BillingPeriod; text: SiteText['pricing'] }) {
  const amount = period === 'monthly' ? plan.monthlyPrice : plan.annualPrice
  const unit = text.per[period]
  return (
    <p data-billing={period} className="mt-6 flex items-baseline gap-x-1">
      <span className="text-4xl font-bold tracking-tight text-brand-950">{formatUsd(amount)}</span>
      <span aria-hidden="true" className="text-base font-semibold text-slate-600">
        {unit.shown}
      </span>
      <span className="sr-only">{` ${unit.spoken}`}</span>
    </p>
  )
}

type PlanCardProps = {
  plan: PricingPlan
  labels: PricingTableLabels
  locale: Locale
} & PlanOptions

function PlanCard({ plan, labels, locale, scope, level = 2 }: PlanCardProps) {
  const action = planAction(plan, labels.planActions)
  const text = siteText(locale).pricing
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <li className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <Heading id={scoped(`plan-${plan.tier}`, scope)} className="text-xl font-semibold text-brand-950">
        {plan.name}
      </Heading>
      {/* Kept when a plan has no tagline: the prices of the cards side by side stay on one line. */}
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{plan.tagline}</p>
      <Price plan={plan} period="monthly" text={text} />
      <Price plan={plan} period="annual" text={text} />
      <p data-billing="monthly" className="mt-1 text-sm text-slate-600">
        {labels.billing.monthlyNote}
      </p>
      <p data-billing="annual" className="mt-1 text-sm text-slate-600">
        {labels.billing.annualNote}
      </p>
      <a href={localizedPath(action.href, locale)} className={`${action.sales ? buttonSecondary : buttonPrimary} mt-6`}>
        {action.label}
        <span className="sr-only">{text.withPlan(plan.name)}</span>
      </a>
      <ul className="mt-8 space-y-3 text-sm leading-6 text-slate-700">
        <li className="flex gap-3 font-semibold text-brand-950">
          <Icon name="check" size={20} className="shrink-0 text-accent-700" />
          {formatIntegrations(plan.integrations, locale)}
        </li>
        {flags.map((flag) => {
          const included = plan[flag]
          return (
            <li key={flag} className={`flex gap-3 ${included ? '' : 'text-slate-500'}`}>
              <Icon
                name={included ? 'check' : 'x'}
                size={20}
                className={`shrink-0 ${included ? 'text-accent-700' : 'text-slate-400'}`}
              />
              <span>
                <span className="sr-only">{`${included ? text.included : text.notIncluded} `}</span>
                <span className={included ? '' : 'line-through decoration-slate-300'}>
                  {labels.featureLabels[flag]}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
      {/* A plan without HIPAA compliance may hold no patient information: said on it, whatever its words say. */}
      {plan.hipaaCompliant ? null : (
        <p className="mt-5 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          <Icon name="triangle-exclamation-point" size={20} className="shrink-0" />
          {text.testDataOnly}
        </p>
      )}
      {plan.highlights.length > 0 ? (
        <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-sm leading-6 text-slate-700">
          {plan.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3">
              <Icon name="circle-check" size={20} className="shrink-0 text-brand-600" />
              {highlight}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

export function PricingPlans({
  plans,
  labels,
  locale,
  scope,
  level,
}: {
  plans: PricingPlan[]
  labels: PricingTableLabels
  locale: Locale
} & PlanOptions) {
  return (
    <div data-billing-root="">
      <BillingToggle billing={labels.billing} scope={scope} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan._id} plan={plan} labels={labels} locale={locale} scope={scope} level={level} />
        ))}
      </ul>
    </div>
  )
}
