import { Sparkles } from 'lucide-react'
import { defineArrayMember, defineType } from 'sanity'
import { featureIcons } from '../../lib/content/icons'
import { choiceField } from '../shared/fields'
import {
  buttonPairFields,
  ctaBandField,
  listField,
  pageGroups,
  pageHeaderField,
  sectionHeadingField,
  seoField,
  singletonPreview,
  textField,
} from '../objects/page-fields'

const valuePoint = defineArrayMember({
  name: 'valuePoint',
  title: 'Reason',
  type: 'object',
  fields: [
    choiceField({
      name: 'icon',
      title: 'Icon',
      description: 'The picture on the card, next to the title.',
      choices: featureIcons,
      layout: 'dropdown',
      missing: 'Pick an icon from the list.',
    }),
    textField({
      name: 'title',
      title: 'Title',
      description: 'A few words, for example “One record, every department”.',
      missing: 'Write the card’s title.',
    }),
    textField({
      name: 'text',
      title: 'Text',
      rows: 3,
      description: 'One or two sentences on what it means for a hospital or clinic.',
      missing: 'Write the card’s text.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})

export const featuresPageType = defineType({
  name: 'featuresPage',
  title: 'Features page',
  type: 'document',
  icon: Sparkles,
  description: 'The words of the Features page (/features). The features themselves are edited under Features.',
  groups: pageGroups,
  fields: [
    pageHeaderField({
      description: 'The page’s heading and its two buttons.',
      headingExample: 'Healthcare management that works the way care teams do',
      fields: buttonPairFields(),
    }),
    sectionHeadingField({
      name: 'whySection',
      title: 'Why MediCore',
      group: 'content',
      description: 'The section beside the marketing claims, with its cards.',
      headingExample: 'Less administration, better care',
      fields: [
        listField({
          name: 'points',
          title: 'Cards',
          description: 'The reasons shown as cards, in order (drag to reorder).',
          of: [valuePoint],
          missing: 'Add at least one card.',
          max: 6,
          tooMany: 'More than six cards is hard to scan; keep the strongest reasons.',
        }),
      ],
    }),
    sectionHeadingField({
      name: 'capabilitiesSection',
      title: 'The platform',
      group: 'content',
      description: 'The section that lists the capabilities (Features → Capability).',
      headingExample: 'Every module your organisation needs',
    }),
    sectionHeadingField({
      name: 'coreValuesSection',
      title: 'Core values',
      group: 'content',
      description: 'The section that lists the core values (Features → Core value).',
      headingExample: 'What we stand for',
    }),
    sectionHeadingField({
      name: 'stakeholdersSection',
      title: 'Who it helps',
      group: 'content',
      description: 'The section that lists the benefits for each stakeholder (Features → Stakeholder).',
      headingExample: 'Benefits for everyone in your care network',
    }),
    ctaBandField({
      name: 'cta',
      title: 'Call-to-action band',
      group: 'content',
      description: 'The dark band at the end of the page.',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: singletonPreview('Features page', 'header.heading'),
})
