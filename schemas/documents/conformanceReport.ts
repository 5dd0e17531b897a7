import { Accessibility } from 'lucide-react'
import { titleOf } from '../../lib/content/options'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { conformanceLevels, wcagLevels } from '../../lib/trust/rules'
import { choiceField, required } from '../shared/fields'
import { validateRemarks } from '../shared/trustValidation'

const criterion = defineArrayMember({
  name: 'conformanceCriterion',
  title: 'Criterion',
  type: 'object',
  fields: [
    defineField({
      name: 'criterion',
      title: 'Criterion',
      type: 'string',
      description: 'Its number and name, for example “1.1.1 Non-text Content”.',
      validation: required('Write the criterion’s number and name.'),
    }),
    choiceField({ name: 'level', title: 'Level', choices: wcagLevels, layout: 'radio', missing: 'Choose its level.' }),
    choiceField({
      name: 'conformance',
      title: 'Conformance level',
      choices: conformanceLevels,
      layout: 'dropdown',
      missing: 'Choose how the product conforms.',
    }),
    defineField({
      name: 'remarks',
      title: 'Remarks and explanations',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.custom((remarks, context) =>
          validateRemarks(remarks, (context.parent as { conformance?: unknown })?.conformance),
        ),
    }),
  ],
  preview: {
    select: { title: 'criterion', level: 'level', conformance: 'conformance' },
    prepare: ({ title, level, conformance }) => ({
      title: title || 'Unnamed criterion',
      subtitle: [level && `Level ${level}`, titleOf(conformanceLevels, conformance)].filter(Boolean).join(' · '),
    }),
  },
})

/** The product's accessibility conformance report (VPAT 2.5, WCAG edition): an HTML table and a download. */
export const conformanceReportType = defineType({
  name: 'conformanceReport',
  title: 'Accessibility conformance report',
  type: 'document',
  icon: Accessibility,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: required('Write the report’s title.') }),
    defineField({
      name: 'product',
      title: 'Product and version',
      type: 'string',
      description: 'For example “MediCore platform, release 2026.4”.',
      validation: required('Name the product and its version.'),
    }),
    defineField({
      name: 'reportDate',
      title: 'Report date',
      type: 'date',
      validation: required('Enter the report’s date.'),
    }),
    defineField({
      name: 'standard',
      title: 'Standard',
      type: 'string',
      initialValue: 'WCAG 2.2',
      description: 'The standard the criteria come from, for example “WCAG 2.2”.',
      validation: required('Name the standard, for example WCAG 2.2.'),
    }),
    defineField({
      name: 'methods',
      title: 'Evaluation methods',
      type: 'text',
      rows: 3,
      validation: required('Say how the product was evaluated.'),
    }),
    defineField({ name: 'notes', title: 'Notes (optional)', type: 'text', rows: 3 }),
    defineField({
      name: 'criteria',
      title: 'Criteria',
      type: 'array',
      of: [criterion],
      validation: (rule) => rule.required().min(1).error('Add the criteria the report covers.'),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'product' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Untitled report', subtitle }),
  },
})
