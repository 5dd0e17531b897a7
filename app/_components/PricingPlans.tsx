import type { PricingPlan } from '@/lib/content'
import { formatIntegrations, formatUsd } from '@/lib/format'
import { contactHref, signUpHref } from '@/lib/site'
import { Icon } from './Icon'
import { buttonPrimary, buttonSecondary } from './ui'

/*
 * The plans with a monthly/annual toggle and no JavaScript: the toggle is a pair of
 * native radio inputs, and pricing-toggle.css (in the global stylesheet) shows the matching
 * prices with :has().
 * Monthly is checked in the HTML, so monthly prices show by default.
 */

const billingPeriods = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual (Save 20%)' },
] as const

type BillingPeriod = (typeof billingPeriods)[number]['value']

const flags = [
  { key: 'hipaaCompliant', label: 'HIPAA compliance' },
  { key: 'advancedSecurity', label: 'Advanced security' },
  { key: 'unlimitedStorage', label: 'Unlimited storage' },
  { key: 'dedicatedAccountManager', label: 'Dedicated account manager' },
] as const satisfies ReadonlyArray<{ key: keyof PricingPlan; label: string }>

function planAction(plan: PricingPlan) {
  if (plan.tier === 'ultimate') return { href: contactHref('quote'), label: 'Contact Sales', sales: true }
  if (plan.tier === 'free') return { href: signUpHref, label: 'Get Started for Free', sales: false }
  return { href: signUpHref, label: 'Start Free Trial', sales: false }
}

function BillingToggle() {
  return (
    <fieldset className="mx-auto w-fit">
      <legend className="mx-auto mb-3 text-sm font-semibold text-slate-700">Billing period</legend>
      <div className="flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {billingPeriods.map((period) => (
          <label
            key={period.value}
            className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-slate-700 transition-colors select-none has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 motion-reduce:transition-none"
          >
            <input
              type="radio"
              name="billing"
              value={period.value}
              data-billing-option={period.value}
              defaultChecked={period.value === 'monthly'}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {period.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Price({ plan, period }: { plan: PricingPlan; period: BillingPeriod }) {
  const amount = period === 'monthly' ? plan.monthlyPrice : plan.annualPrice
  return (
    <p data-billing={period} className="mt-6 flex items-baseline gap-x-1">
      <span className="text-4xl font-bold tracking-tight text-brand-950">{formatUsd(amount)}</span>
      <span aria-hidden="true" className="text-base font-semibold text-slate-600">
        {period === 'monthly' ? '/mo' : '/yr'}
      </span>
      <span className="sr-only">{period === 'monthly' ? ' per month' : ' per year'}</span>
    </p>
  )
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const action = planAction(plan)
  return (
    <li className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h2 id={`plan-${plan.tier}`} className="text-xl font-semibold text-brand-950">
        {plan.name}
      </h2>
      {plan.tagline ? <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{plan.tagline}</p> : null}
      <Price plan={plan} period="monthly" />
      <Price plan={plan} period="annual" />
      <p data-billing="monthly" className="mt-1 text-sm text-slate-600">
        Billed monthly in USD
      </p>
      <p data-billing="annual" className="mt-1 text-sm text-slate-600">
        Billed once a year in USD
      </p>
      <a href={action.href} className={`${action.sales ? buttonSecondary : buttonPrimary} mt-6`}>
        {action.label}
        <span className="sr-only">{` with the ${plan.name} plan`}</span>
      </a>
      <ul className="mt-8 space-y-3 text-sm leading-6 text-slate-700">
        <li className="flex gap-3 font-semibold text-brand-950">
          <Icon name="check" size={20} className="shrink-0 text-accent-700" />
          {formatIntegrations(plan.integrations)}
        </li>
        {flags.map((flag) => {
          const included = plan[flag.key]
          return (
            <li key={flag.key} className={`flex gap-3 ${included ? '' : 'text-slate-500'}`}>
              <Icon
                name={included ? 'check' : 'x'}
                size={20}
                className={`shrink-0 ${included ? 'text-accent-700' : 'text-slate-400'}`}
              />
              <span>
                <span className="sr-only">{included ? 'Included: ' : 'Not included: '}</span>
                <span className={included ? '' : 'line-through decoration-slate-300'}>{flag.label}</span>
              </span>
            </li>
          )
        })}
      </ul>
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

export function PricingPlans({ plans }: { plans: PricingPlan[] }) {
  return (
    <div data-billing-root="">
      <BillingToggle />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan._id} plan={plan} />
        ))}
      </ul>
    </div>
  )
}
