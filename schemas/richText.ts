import { defineArrayMember, defineField } from 'sanity'
import { calloutTones, linkableTypes, sitePages } from '../lib/content/models/richText'
import { titledList } from '../lib/content/options'
import { validateExternalHref, validateImageAlt, validateInternalLink } from './blogValidation'

/*
 * The rich text of articles and legal pages (Portable Text): paragraphs, two heading levels
 * (the table of contents is built from them), lists, bold and italic, links to the site's own
 * pages picked by reference or to external addresses, and for articles images, quotes and callouts.
 */

const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  lists: [
    { title: 'Bulleted list', value: 'bullet' },
    { title: 'Numbered list', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'External link',
        type: 'object',
        fields: [
          defineField({
            name: 'href',
            title: 'Web address',
            type: 'url',
            description: 'A full address starting with https://, or mailto: for an e-mail address.',
            validation: (rule) =>
              rule.custom(validateExternalHref).uri({ scheme: ['http', 'https', 'mailto'], allowRelative: false }),
          }),
        ],
      }),
      defineArrayMember({
        name: 'internalLink',
        title: 'Link to a page of this site',
        type: 'object',
        validation: (rule) => rule.custom(validateInternalLink),
        fields: [
          defineField({
            name: 'reference',
            title: 'Article, category or legal page',
            type: 'reference',
            to: linkableTypes.map((type) => ({ type })),
            description: 'The link follows the page if its address changes.',
          }),
          defineField({
            name: 'page',
            title: 'Or one of the site’s pages',
            type: 'string',
            options: { list: titledList(sitePages) },
          }),
        ],
      }),
    ],
  },
})

const inlineImage = defineArrayMember({
  name: 'image',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for readers who cannot see it. Leave out “image of”.',
      validation: (rule) => rule.custom(validateImageAlt),
    }),
    defineField({
      name: 'caption',
      title: 'Caption (optional)',
      type: 'string',
      description: 'Shown under the image.',
    }),
  ],
})

const quote = defineArrayMember({
  name: 'quote',
  title: 'Quote',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Quote',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Write the words being quoted.'),
    }),
    defineField({
      name: 'attribution',
      title: 'Who said it (optional)',
      type: 'string',
      description: 'For example “Head pharmacist, Riverside Clinic”.',
    }),
  ],
  preview: {
    select: { title: 'text', subtitle: 'attribution' },
    prepare: ({ title, subtitle }) => ({ title: title ? `“${title}”` : 'Empty quote', subtitle }),
  },
})

const callout = defineArrayMember({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Kind',
      type: 'string',
      options: { list: titledList(calloutTones), layout: 'radio' },
      initialValue: 'tip',
      validation: (rule) => rule.required().error('Choose tip, note or warning.'),
    }),
    defineField({
      name: 'title',
      title: 'Title (optional)',
      type: 'string',
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().error('Write what the callout says.'),
    }),
  ],
  preview: {
    select: { title: 'title', text: 'text', tone: 'tone' },
    prepare: ({ title, text, tone }) => ({
      title: title || text || 'Empty callout',
      subtitle: calloutTones.find((option) => option.value === tone)?.title ?? 'Callout',
    }),
  },
})

/** An article's body: text, images, quotes and callouts. */
export const articleBody = [textBlock, inlineImage, quote, callout]

/** A legal page's body: text only. */
export const legalBody = [textBlock]
