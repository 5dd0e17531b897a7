// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { PricingPlans } from '@/lib/sections/pricing/PricingPlans'
import type { PricingPlan } from '@/lib/content'
import { siteSettingsModel } from '@/lib/content/models'
import { siteSettingsQuery } from '@/lib/content/queries'
import { contactHref } from '@/lib/links'
import { queryBundled } from '../support/dataset'

const plan = (
  tier: PricingPlan['tier'],
  name: string,
  monthlyPrice: number,
  annualPrice: number,
  rest: Partial<PricingPlan>,
) =>
  ({
    _id: `plan-${tier}`,
    _type: 'pricingPlan',
    tier,
    name,
    monthlyPrice,
    annualPrice,
    integrations: 10,
    hipaaCompliant: false,
    advancedSecurity: false,
    unlimitedStorage: false,
    dedicatedAccountManager: false,
    highlights: [],
    ...rest,
  }) as PricingPlan

const plans: PricingPlan[] = [
  plan('free', 'Free', 0, 0, { integrations: 10, highlights: ['Up to 3 users'] }),
  plan('starter', 'Starter', 29, 217, { integrations: 50, advancedSecurity: true }),
  plan('business', 'Business', 49, 367, { integrations: 'unlimited', advancedSecurity: true }),
  plan('ultimate', 'Ultimate', 99, 742, {
    integrations: 'unlimited',
    hipaaCompliant: true,
    advancedSecurity: true,
    unlimitedStorage: true,
    dedicatedAccountManager: true,
  }),
]

/*
 * The toggle has no JavaScript: pricing-toggle.css hides the prices of the period that is
 * not checked, with :has(). jsdom resolves that selector in getComputedStyle, so the test
 * loads the real stylesheet and checks which prices are displayed.
 */
const toggleCss = readFileSync(path.join(import.meta.dirname, '../../lib/sections/pricing/pricing-toggle.css'), 'utf8')

beforeEach(() => {
  const style = document.createElement('style')
  style.textContent = toggleCss
  document.head.replaceChildren(style)
})

/** The cards' words, as the bundled site settings give them. */
const labels = await queryBundled(siteSettingsQuery, siteSettingsModel)

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!

/** The price texts of a card that are displayed, e.g. ["$29/mo per month"]. */
const shownPrices = (name: string) =>
  [...card(name).querySelectorAll<HTMLElement>('p[data-billing]')]
    .filter((price) => getComputedStyle(price).display !== 'none' && /\$/.test(price.textContent ?? ''))
    .map((price) => price.textContent)

describe('PricingPlans', () => {
  it('offers the billing period as a labelled radio group, monthly by default', () => {
    render(<PricingPlans plans={plans} labels={labels} locale="en" />)
    const group = screen.getByRole('group', { name: 'Billing period' })
    const monthly = within(group).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement
    const annual = within(group).getByRole('radio', { name: 'Annual (Save 20%)' }) as HTMLInputElement
    expect(monthly.checked).toBe(true)
    expect(annual.checked).toBe(false)
    expect(monthly.name).toBe(annual.name)
  })

  it('shows monthly prices first and switches every plan to annual prices', async () => {
    const user = userEvent.setup()
    // One price a card, in the plans' order.
    const monthly = ['$0/mo per month', '$29/mo per month', '$49/mo per month', '$99/mo per month']
    const annual = ['$0/yr per year', '$217/yr per year', '$367/yr per year', '$742/yr per year']
    render(<PricingPlans plans={plans} labels={labels} locale="en" />)
    expect(plans.map((p) => shownPrices(p.name))).toEqual(monthly.map((price) => [price]))

    await user.click(screen.getByRole('radio', { name: 'Annual (Save 20%)' }))
    expect(plans.map((p) => shownPrices(p.name))).toEqual(annual.map((price) => [price]))

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(shownPrices('Starter')).toEqual(['$29/mo per month'])
  })

  it('switches with the keyboard, as a native radio group does', async () => {
    const user = userEvent.setup()
    render(<PricingPlans plans={plans} labels={labels} locale="en" />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }))
    await user.keyboard('{ArrowRight}')
    expect((screen.getByRole('radio', { name: 'Annual (Save 20%)' }) as HTMLInputElement).checked).toBe(true)
    expect(shownPrices('Business')).toEqual(['$367/yr per year'])
  })

  it('shows each plan’s integration limit and its flags in words', () => {
    render(<PricingPlans plans={plans} labels={labels} locale="en" />)
    const text = (name: string) => card(name).textContent
    const shown: [plan: string, words: string][] = [
      ['Free', 'Up to 10 integrations'],
      ['Starter', 'Up to 50 integrations'],
      ['Business', 'Unlimited integrations'],
      ['Free', 'Not included: HIPAA compliance'],
      ['Free', 'Not included: Advanced security'],
      ['Starter', 'Included: Advanced security'],
      ...['HIPAA compliance', 'Advanced security', 'Unlimited storage', 'Dedicated account manager'].map(
        (flag): [string, string] => ['Ultimate', `Included: ${flag}`],
      ),
      ['Free', 'Up to 3 users'],
    ]
    for (const [plan, words] of shown) expect(text(plan)).toContain(words)
  })

  it('leads to sign-up with the plan, or to sales for Ultimate', () => {
    render(<PricingPlans plans={plans} labels={labels} locale="en" />)
    const action = (name: string) => within(card(name)).getByRole('link')
    expect(action('Free').getAttribute('href')).toBe('/users/sign-up?plan=free')
    expect(action('Starter').getAttribute('href')).toBe('/users/sign-up?plan=starter')
    expect(action('Business').getAttribute('href')).toBe('/users/sign-up?plan=business')
    expect(action('Ultimate').getAttribute('href')).toBe(contactHref('quote'))
    expect(action('Ultimate').textContent).toContain('Contact Sales')
  })
})

describe('PricingPlans in Spanish', () => {
  it('says what a price is for, and whether a plan has a feature, in Spanish, at the same prices', async () => {
    const user = userEvent.setup()
    const spanishLabels = await queryBundled(siteSettingsQuery, siteSettingsModel, 'es')
    render(<PricingPlans plans={plans} labels={spanishLabels} locale="es" />)
    expect(shownPrices('Starter')).toEqual(['$29/mes por mes'])
    await user.click(screen.getByRole('radio', { name: spanishLabels.billing.annualLabel }))
    expect(shownPrices('Starter')).toEqual(['$217/año por año'])
    expect(card('Free').textContent).toContain(`No incluido: ${spanishLabels.featureLabels.hipaaCompliant}`)
    expect(card('Ultimate').textContent).toContain(`Incluido: ${spanishLabels.featureLabels.hipaaCompliant}`)
    expect(card('Free').textContent).toContain('Hasta 10 integraciones')
    expect(within(card('Free')).getByRole('link').getAttribute('href')).toBe('/es/users/sign-up?plan=free')
    expect(document.body.textContent).not.toMatch(/\/mo|\/yr|per month|per year|Included|with the/)
  })
})
