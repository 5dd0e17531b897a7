import { BadgePercent } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { claimUnits, type ClaimUnit } from '../../lib/content/models/claim'
import { formatClaimFigure } from '../../lib/format'
import { asLocale } from '../../lib/i18n/locales'
import { choiceField, required } from '../shared/fields'
import { orderField, orderOrdering } from '../shared/ordering'
import { validateClaimEvidenceDate, validateClaimFigure } from '../shared/validation'
import { evidenceDueForReview } from '../../lib/content/rules/claims'

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
      name: 'evidence',
      title: 'Evidence',
      type: 'object',
      description:
        'What the figure rests on, shown as its numbered note wherever it appears. A claim cannot be published without it: a hospital’s legal review strikes a figure with no source.',
      options: { collapsible: false },
      validation: required('Fill in the evidence: a claim cannot be published without its source.'),
      fields: [
        evidenceText(
          'measured',
          'What was measured',
          'For example “Median change in hours clinicians spent on documentation”.',
          'Say what was measured.',
        ),
        evidenceText(
          'population',
          'On whom',
          'For example “across 12 customer hospitals”.',
          'Say on whom it was measured.',
        ),
        evidenceText(
          'period',
          'When',
          'For example “first year after go-live against the year before”.',
          'Say over what period.',
        ),
        evidenceText(
          'source',
          'By whom',
          'For example “MediCore customer study” or the research firm’s name.',
          'Say who measured it.',
        ),
        defineField({
          name: 'date',
          title: 'Date of the evidence',
          type: 'date',
          description: 'When the study or report was completed. Evidence older than 18 months is flagged for review.',
          validation: (rule) => [
            rule.required().error('Enter the date of the evidence.'),
            rule.custom((date) => validateClaimEvidenceDate(date)).warning(),
          ],
        }),
      ],
    }),
    orderField,
  ],
  orderings: [orderOrdering],
  preview: {
    select: {
      figure: 'figure',
      unit: 'unit',
      statement: 'statement',
      source: 'evidence.source',
      date: 'evidence.date',
      language: 'language',
    },
    prepare: ({ figure, unit, statement, source, date, language }) => ({
      title:
        typeof figure === 'number' && unit
          ? `${formatClaimFigure({ figure, unit: unit as ClaimUnit }, asLocale(language))} ${statement ?? ''}`.trim()
          : statement || 'Incomplete claim',
      subtitle:
        [typeof date === 'string' && evidenceDueForReview(date) ? 'Due for review' : undefined, source, date]
          .filter(Boolean)
          .join(' · ') || 'No evidence yet',
    }),
  },
})

/** One of the evidence's required lines of text. */
function evidenceText(name: string, title: string, description: string, missing: string) {
  return defineField({ name, title, type: 'string', description, validation: required(missing) })
}
