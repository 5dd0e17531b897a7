import { defineField } from 'sanity'
import { required } from '../shared/fields'
import { textField } from './page-fields'

/**
 * The words of every pricing table (the pricing section of any page): the monthly/annual switch, the
 * plan buttons and the names of the plans' yes/no features. Site settings hold them, in each language.
 */
export const pricingTableFields = [
  defineField({
    name: 'billing',
    title: 'Billing period switch',
    type: 'object',
    group: 'pricing',
    description: 'The switch above the plans between monthly and annual prices, and the line under each price.',
    fields: [
      textField({
        name: 'legend',
        title: 'Label',
        description: 'Above the switch, for example “Billing period”.',
        missing: 'Write the label above the switch.',
      }),
      textField({
        name: 'monthlyLabel',
        title: 'Monthly',
        description: 'For example “Monthly”.',
        missing: 'Write the monthly option’s text.',
      }),
      textField({
        name: 'annualLabel',
        title: 'Annual',
        description: 'For example “Annual (Save 20%)”. Check the saving still matches the prices when they change.',
        missing: 'Write the annual option’s text.',
      }),
      textField({
        name: 'monthlyNote',
        title: 'Under a monthly price',
        description: 'The line under each plan’s monthly price, for example “Billed monthly in USD”.',
        missing: 'Write the line under the monthly prices.',
      }),
      textField({
        name: 'annualNote',
        title: 'Under an annual price',
        description: 'The line under each plan’s annual price, for example “Billed once a year in USD”.',
        missing: 'Write the line under the annual prices.',
      }),
    ],
    validation: required('Fill in the billing period switch.'),
  }),
  defineField({
    name: 'planActions',
    title: 'Plan buttons',
    type: 'object',
    group: 'pricing',
    description:
      'The button on each plan’s card. Free and paid plans lead to sign-up with the plan chosen; Ultimate leads to the quote form.',
    fields: [
      textField({
        name: 'freeLabel',
        title: 'Free plan',
        description: 'For example “Get Started for Free”.',
        missing: 'Write the Free plan’s button text.',
      }),
      textField({
        name: 'trialLabel',
        title: 'Starter and Business plans',
        description: 'For example “Start Free Trial”.',
        missing: 'Write the paid plans’ button text.',
      }),
      textField({
        name: 'salesLabel',
        title: 'Ultimate plan',
        description: 'For example “Contact Sales”.',
        missing: 'Write the Ultimate plan’s button text.',
      }),
    ],
    validation: required('Fill in the plan buttons.'),
  }),
  defineField({
    name: 'featureLabels',
    title: 'Plan features',
    type: 'object',
    group: 'pricing',
    description:
      'The names of the features each plan card lists as included or not. Whether a plan includes one is set on the plan.',
    fields: [
      textField({
        name: 'hipaaCompliant',
        title: 'HIPAA compliance',
        description: 'For example “HIPAA compliance”.',
        missing: 'Name the HIPAA compliance feature.',
      }),
      textField({
        name: 'advancedSecurity',
        title: 'Advanced security',
        description: 'For example “Advanced security”.',
        missing: 'Name the advanced security feature.',
      }),
      textField({
        name: 'unlimitedStorage',
        title: 'Unlimited storage',
        description: 'For example “Unlimited storage”.',
        missing: 'Name the unlimited storage feature.',
      }),
      textField({
        name: 'dedicatedAccountManager',
        title: 'Dedicated account manager',
        description: 'For example “Dedicated account manager”.',
        missing: 'Name the dedicated account manager feature.',
      }),
    ],
    validation: required('Fill in the names of the plan features.'),
  }),
]
