import { CreditCard } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { planTiers, tierTitles } from '../../lib/content/models/pricingPlan'
import { formatPlanPrices } from '../../lib/format'
import { required } from '../shared/fields'
import { isTranslation, sharedAcrossLanguages } from '../shared/languages'
import { orderableType } from '../shared/ordering'
import { uniqueTierRule, validateAnnualPrice, validateIntegrationLimit, validateWholeUsd } from '../shared/validation'

const tierOptions = planTiers.map((tier) => ({ value: tier, title: tierTitles[tier] }))

/** The plan's words, written in each language; every other field is entered once, on the English plan. */
const wordFields = new Set(['name', 'tagline', 'highlights'])

const plan = defineType(
  orderableType({
    name: 'pricingPlan',
    title: 'Pricing plan',
    type: 'document',
    icon: CreditCard,
    fieldsets: [
      { name: 'prices', title: 'Prices (US dollars)', options: { columns: 2 } },
      { name: 'integrations', title: 'Integrations' },
      { name: 'included', title: 'What the plan includes' },
    ],
    fields: [
      defineField({
        name: 'tier',
        title: 'Tier',
        type: 'string',
        description: 'Which of the four plans this is. Each tier has exactly one plan.',
        options: { list: tierOptions, layout: 'radio', direction: 'horizontal' },
        validation: (rule) => [rule.required().error('Choose the tier this plan is for.'), rule.custom(uniqueTierRule)],
      }),
      defineField({
        name: 'name',
        title: 'Name',
        type: 'string',
        description: 'The plan’s name on the pricing page, usually the tier’s, for example “Starter”.',
        validation: required('Give the plan a name.'),
      }),
      defineField({
        name: 'tagline',
        title: 'Tagline (optional)',
        type: 'string',
        description: 'One line on who the plan is for, for example “For growing clinics”.',
      }),
      defineField({
        name: 'monthlyPrice',
        title: 'Monthly price',
        type: 'number',
        fieldset: 'prices',
        description: 'Whole dollars per month when billed monthly. 0 for a free plan.',
        validation: (rule) => rule.custom(validateWholeUsd),
      }),
      defineField({
        name: 'annualPrice',
        title: 'Annual price',
        type: 'number',
        fieldset: 'prices',
        description: 'Whole dollars per year when billed yearly. It may not exceed 12 × the monthly price.',
        validation: (rule) =>
          rule.custom((annualPrice, context) => validateAnnualPrice(annualPrice, context.document?.monthlyPrice)),
      }),
      defineField({
        name: 'unlimitedIntegrations',
        title: 'Unlimited integrations',
        type: 'boolean',
        fieldset: 'integrations',
        description: 'Switch on when the plan has no limit on integrations.',
        initialValue: false,
      }),
      defineField({
        name: 'integrationLimit',
        title: 'Integration limit',
        type: 'number',
        fieldset: 'integrations',
        description: 'How many integrations the plan includes; the site shows “Up to 10 integrations”.',
        hidden: ({ document }) => document?.unlimitedIntegrations === true,
        validation: (rule) =>
          rule.custom((limit, context) => validateIntegrationLimit(limit, context.document?.unlimitedIntegrations)),
      }),
      defineField({
        name: 'hipaaCompliant',
        title: 'HIPAA compliance',
        type: 'boolean',
        fieldset: 'included',
        description:
          'Switch on to show “HIPAA compliance” as included on the plan’s card: only for plans that may hold patient health information.',
        initialValue: false,
      }),
      defineField({
        name: 'advancedSecurity',
        title: 'Advanced security',
        type: 'boolean',
        fieldset: 'included',
        description:
          'Switch on to show “Advanced security” as included on the plan’s card; off shows it as not included.',
        initialValue: false,
      }),
      defineField({
        name: 'unlimitedStorage',
        title: 'Unlimited storage',
        type: 'boolean',
        fieldset: 'included',
        description: 'Switch on to show “Unlimited storage” as included on the plan’s card.',
        initialValue: false,
      }),
      defineField({
        name: 'dedicatedAccountManager',
        title: 'Dedicated account manager',
        type: 'boolean',
        fieldset: 'included',
        description: 'Switch on to show “Dedicated account manager” as included on the plan’s card.',
        initialValue: false,
      }),
      defineField({
        name: 'highlights',
        title: 'Highlights',
        type: 'array',
        description: 'Three to five short lines listed under the price, for example “Everything in Starter”.',
        of: [
          defineArrayMember({
            type: 'string',
            validation: required('Write the line or remove it.'),
          }),
        ],
        validation: (rule) => rule.max(8).warning('More than eight lines is hard to scan; keep the strongest ones.'),
      }),
    ],
    initialValue: { unlimitedIntegrations: false },
    preview: {
      select: {
        name: 'name',
        tier: 'tier',
        monthlyPrice: 'monthlyPrice',
        annualPrice: 'annualPrice',
        language: 'language',
      },
      prepare: ({ name, tier, monthlyPrice, annualPrice, language }) => ({
        title: name || tierTitles[tier as keyof typeof tierTitles] || 'Untitled plan',
        subtitle: isTranslation({ language })
          ? 'Translation: prices and limits come from the English plan'
          : typeof monthlyPrice === 'number' && typeof annualPrice === 'number'
            ? formatPlanPrices({ monthlyPrice, annualPrice })
            : 'Prices missing',
      }),
    },
  }),
)

/*
 * Prices, integration limits, the included features (HIPAA and the other switches), the tier and
 * the position are the same in every language: a translation (a plan whose `language` is not
 * English) hides them and skips their validation, and the plugin does not copy them into it.
 */
export const pricingPlanType = {
  ...plan,
  fields: plan.fields.map((field) => (wordFields.has(field.name) ? field : sharedAcrossLanguages(field))),
}
