import { defineArrayMember, defineField, type ArrayOfType, type UrlDefinition } from 'sanity'
import { linkTargetTypeNames } from '../../lib/content/document-types'
import { calloutTones, sitePages } from '../../lib/content/models/richText'
import { titledList, titleOf } from '../../lib/content/options'
import { validateExternalHref, validateInternalLink } from '../shared/blogValidation'
import { altTextField, choiceField, required } from '../shared/fields'

/*
 * The rich text of articles and legal pages (Portable Text): paragraphs, two heading levels
 * (the table of contents is built from them), lists, bold and italic, links to the site's own
 * pages picked by reference or to external addresses, and for articles images, quotes and callouts.
 */

/** A block of text with the given styles and link annotations: lists, bold and italic always. */
export const textBlockOf = (styles: { title: string; value: string }[], annotations: ArrayOfType[]) =>
  defineArrayMember({
    type: 'block',
    styles,
    lists: [
      { title: 'Bulleted list', value: 'bullet' },
      { title: 'Numbered list', value: 'number' },
    ],
    marks: {
      decorators: [
        { title: 'Bold', value: 'strong' },
        { title: 'Italic', value: 'em' },
      ],
      annotations,
    },
  })

/** A link annotation (`link`) whose `href` field takes a web address. */
export const linkAnnotation = (title: string, href: Omit<UrlDefinition, 'name' | 'type'>) =>
  defineArrayMember({
    name: 'link',
    title,
    type: 'object',
    fields: [defineField({ ...href, name: 'href', type: 'url' })],
  })

const textBlock = textBlockOf(
  [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  [
    linkAnnotation('External link', {
      title: 'Web address',
      description: 'A full address starting with https://, or mailto: for an email address.',
      validation: (rule) =>
        rule.custom(validateExternalHref).uri({ scheme: ['http', 'https', 'mailto'], allowRelative: false }),
    }),
    defineArrayMember({
      name: 'internalLink',
      title: 'Link to a page of this site',
      type: 'object',
      validation: (rule) => rule.custom(validateInternalLink),
      fields: [
        defineField({
          name: 'reference',
          title: 'Article, category, legal page or page',
          type: 'reference',
          to: linkTargetTypeNames.map((type) => ({ type })),
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
)

const inlineImage = defineArrayMember({
  name: 'image',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    altTextField('What the image shows, for readers who cannot see it. Leave out “image of”.'),
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
      validation: required('Write the words being quoted.'),
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
    choiceField({
      name: 'tone',
      title: 'Kind',
      choices: calloutTones,
      layout: 'radio',
      initialValue: 'tip',
      missing: 'Choose tip, note or warning.',
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
      validation: required('Write what the callout says.'),
    }),
  ],
  preview: {
    select: { title: 'title', text: 'text', tone: 'tone' },
    prepare: ({ title, text, tone }) => ({
      title: title || text || 'Empty callout',
      subtitle: titleOf(calloutTones, tone) ?? 'Callout',
    }),
  },
})

/** An article's body: text, images, quotes and callouts. */
export const articleBody = [textBlock, inlineImage, quote, callout]

/** A legal page's body: text only. */
export const legalBody = [textBlock]
