import { BadgePercent } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { claimUnits, type ClaimUnit } from '../../lib/content/models/claim'
import { formatClaimFigure } from '../../lib/format'
import { asLocale } from '../../lib/i18n/locales'
import { choiceField, required } from '../shared/fields'
import { orderField, orderOrdering } from '../shared/ordering'
import { validateClaimFigure } from '../shared/validation'

export const claimType = defineType({
  name: 'claim',
  title: 'Marketing claim',
  type: 'document',
  icon: BadgePercent,
  fields: [
    defineField({
      name: 'figure',
      title: 'Figure',
      type: 'number',
      description: 'The number alone, for example 50 for “50% less administrative burden”.',
      validation: (rule) => rule.custom((figure, context) => validateClaimFigure(figure, context.document?.unit)),
    }),
    choiceField({
      name: 'unit',
      title: 'Unit',
      description: 'How the figure reads: “50%” or “5 hours per week”.',
      choices: claimUnits,
      layout: 'radio',
      initialValue: 'percent',
      missing: 'Choose percent or hours per week.',
    }),
    defineField({
      name: 'statement',
      title: 'Statement',
      type: 'string',
      description: 'The words after the figure, for example “less administrative burden” or “saved per doctor”.',
      validation: required('Write the statement that follows the figure.'),
    }),
    defineField({
      name: 'sourceNote',
      title: 'Source note (optional)',
      type: 'string',
      description: 'Where the figure comes from, shown as a footnote, for example “Customer survey, 2026”.',
    }),
    orderField,
  ],
  orderings: [orderOrdering],
  preview: {
    select: { figure: 'figure', unit: 'unit', statement: 'statement', sourceNote: 'sourceNote', language: 'language' },
    prepare: ({ figure, unit, statement, sourceNote, language }) => ({
      title:
        typeof figure === 'number' && unit
          ? `${formatClaimFigure({ figure, unit: unit as ClaimUnit }, asLocale(language))} ${statement ?? ''}`.trim()
          : statement || 'Incomplete claim',
      subtitle: sourceNote || undefined,
    }),
  },
})
