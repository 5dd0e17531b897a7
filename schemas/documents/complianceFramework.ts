import { ShieldCheck } from 'lucide-react'
import { titleOf } from '../../lib/content/options'
import { defineField, defineType } from 'sanity'
import { frameworkStatuses } from '../../lib/trust/rules'
import { choiceField, required } from '../shared/fields'
import { orderField, orderOrdering } from '../shared/ordering'
import { validateFrameworkDates, validateInPlace, validatePeriodEnd } from '../shared/trustValidation'

/** A compliance framework on the trust page: HIPAA, SOC 2 Type II, HITRUST r2, ISO 27001… */
export const complianceFrameworkType = defineType({
  name: 'complianceFramework',
  title: 'Compliance framework',
  type: 'document',
  icon: ShieldCheck,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As buyers know it, for example “SOC 2 Type II” or “HITRUST r2”.',
      validation: required('Write the framework’s name.'),
    }),
    choiceField({
      name: 'status',
      title: 'Status',
      description: 'Say “In place” only once the report or certificate exists, and name its assessor or document.',
      choices: frameworkStatuses,
      layout: 'radio',
      initialValue: 'planned',
      missing: 'Choose whether it is in place, in progress or planned.',
      validate: (_status, context) => validateInPlace(context.document),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      description: 'What it covers, in a sentence or two.',
      validation: required('Write what the framework covers.'),
    }),
    defineField({
      name: 'periodStart',
      title: 'Period from (optional)',
      type: 'date',
      description: 'The start of the audited period, or when it has been in place.',
    }),
    defineField({
      name: 'periodEnd',
      title: 'Period to (optional)',
      type: 'date',
      description: 'The end of the audited period, the certificate’s expiry, or the date it is expected.',
      validation: (rule) => [
        rule.custom((end, context) => validatePeriodEnd(end, context.document?.periodStart)),
        rule.custom((_end, context) => validateFrameworkDates(context.document)).warning(),
      ],
    }),
    defineField({
      name: 'assessor',
      title: 'Assessor (optional)',
      type: 'string',
      description: 'The audit firm or assessor, for example “Halvorsen & Reyes CPAs”.',
    }),
    defineField({
      name: 'document',
      title: 'Backing document (optional)',
      type: 'reference',
      to: [{ type: 'trustDocument' }],
      description: 'The report or certificate a buyer can download (Trust documents).',
    }),
    orderField,
  ],
  orderings: [orderOrdering],
  preview: {
    select: { title: 'name', status: 'status' },
    prepare: ({ title, status }) => ({
      title: title || 'Unnamed framework',
      subtitle: titleOf(frameworkStatuses, status),
    }),
  },
})
