import { CreditCard } from 'lucide-react'
import { optionalTextField, pageTextField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: CreditCard,
  previewField: 'heading',
  required: {},
  fields: [
    optionalTextField({ name: 'eyebrow', title: 'Eyebrow', description: 'A few words above the heading.' }),
    optionalTextField({
      name: 'heading',
      title: 'Heading',
      description:
        'For example “Plans for every practice”. Leave empty when the page’s header already says it (the pricing page).',
    }),
    optionalTextField({
      name: 'intro',
      title: 'Introduction',
      rows: 3,
      description: 'One or two sentences under the heading.',
    }),
    pageTextField({
      name: 'footnote',
      title: 'Note under the plans (optional)',
      description:
        'A short paragraph under the plans. Select words and use the link button to link them to a page of the site.',
      optional: true,
    }),
  ],
})
