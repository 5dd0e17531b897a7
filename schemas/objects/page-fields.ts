import { defineArrayMember, defineField, type ArrayOfType, type ArrayRule } from 'sanity'
import { titleOf } from '../../lib/content/options'
import { linkTargets } from '../../lib/content/link-targets'
import { addressedPagesFilter, inLanguage } from '../../lib/content/queries'
import { asLocale } from '../../lib/i18n/locales'
import { lengthWarning } from '../shared/blogValidation'
import { altTextField, choiceField, required } from '../shared/fields'

/*
 * The parts the page documents (home, features, pricing, contact, site settings) share:
 * calls to action that lead to a fixed list of the site's pages, section headings,
 * the dark call-to-action band, the search and sharing fields, and short page text.
 */

/** The groups of a page document: its copy, and what search engines and shared links show. */
export const pageGroups = [
  { name: 'content', title: 'Page', default: true },
  { name: 'seo', title: 'SEO' },
]

type FieldOptions = { name: string; title: string; description?: string; group?: string }

/** A one-line string, or a text area of `rows` lines. */
const textType = (rows: number | undefined) => (rows ? { type: 'text' as const, rows } : { type: 'string' as const })

/** Required text: a one-line string, or a text area of `rows` lines. */
export const textField = ({ rows, missing, ...field }: FieldOptions & { rows?: number; missing: string }) =>
  defineField({
    ...field,
    ...textType(rows),
    validation: required(missing),
  })

/** Required text that search engines show too: a warning past the `limit` characters they display. */
export const searchTextField = ({
  rows,
  missing,
  limit,
  what,
  ...field
}: FieldOptions & { rows?: number; missing: string; limit: number; what: string }) =>
  defineField({
    ...field,
    ...textType(rows),
    validation: (rule) => [rule.required().error(missing), rule.custom(lengthWarning(limit, what)).warning()],
  })

/** A list staff put in order by dragging: at least one item, and a warning past `max` items. */
export const listField = ({
  of,
  missing,
  max,
  tooMany,
  ...field
}: FieldOptions & { of: ArrayOfType[]; missing: string; max: number; tooMany: string }) =>
  defineField({
    ...field,
    type: 'array',
    of,
    validation: (rule) => [rule.required().min(1).error(missing), rule.max(max).warning(tooMany)],
  })

/** Text staff may leave empty: the site then leaves the line out. */
export const optionalTextField = ({ rows, title, ...field }: FieldOptions & { rows?: number }) =>
  defineField({
    ...field,
    title: `${title} (optional)`,
    ...textType(rows),
  })

const targetTitle = (target: unknown) => titleOf(linkTargets, target)

const targetField = (missing: string) =>
  choiceField({
    name: 'target',
    title: 'Leads to',
    description: 'The page the link opens. The list holds the site’s own pages, so a link can never break.',
    choices: linkTargets,
    layout: 'dropdown',
    missing,
  })

const labelField = textField({
  name: 'label',
  title: 'Text',
  description: 'The words on the button or link, for example “Start Free Trial”.',
  missing: 'Write the words on the button or link, for example “Start Free Trial”.',
})

/**
 * A call to action that may also lead to a page built from sections, picked by reference (the
 * link follows the page if its address changes): the header's and footer's links and the sections'.
 */
const ctaFieldsWithPages = [
  labelField,
  defineField({
    ...targetField(''),
    title: 'Leads to',
    validation: (rule) =>
      rule.custom((target, context) =>
        target || (context.parent as { page?: unknown } | undefined)?.page
          ? true
          : 'Pick the page this button or link leads to: one of the list, or a page built from sections below.',
      ),
  }),
  defineField({
    name: 'page',
    title: 'Or a page built from sections',
    type: 'reference',
    to: [{ type: 'page' }],
    // The fixed pages are in “Leads to”: a page here is one with an address of its own, in the
    // document's language (a link leads to its own language's version of the page).
    options: {
      filter: ({ document }) => ({
        filter: `${addressedPagesFilter} && ${inLanguage}`,
        params: { language: asLocale(document.language) },
      }),
    },
    description: 'Takes the place of “Leads to” when chosen.',
  }),
]

const ctaPreview = {
  select: { label: 'label', target: 'target' },
  prepare: ({ label, target }: Record<string, unknown>) => ({
    title: typeof label === 'string' && label ? label : 'Link without text',
    subtitle: targetTitle(target) ?? 'No page chosen',
  }),
}

/** A call to action in a list of links (the header and footer). */
export const ctaMember = defineArrayMember({
  name: 'cta',
  title: 'Link',
  type: 'object',
  fields: ctaFieldsWithPages,
  preview: ctaPreview,
})

/**
 * A footer link, with a line under its words for a link that leads somewhere other than its words
 * promise (“View Invoices” to the contact form: “Ask our billing team for a copy”).
 */
export const footerLinkMember = defineArrayMember({
  ...ctaMember,
  fields: [
    ...ctaFieldsWithPages,
    optionalTextField({
      name: 'note',
      title: 'Note under the link',
      description:
        'Say where the link really leads when it is not what its words promise, for example “Ask our billing team for a copy”.',
    }),
  ],
})

/** A section's call to action, which may lead to a page built from sections too. */
export const sectionCtaField = ({ optional = false, ...field }: FieldOptions & { optional?: boolean }) =>
  defineField({
    ...field,
    type: 'object',
    options: { columns: 2 },
    fields: ctaFieldsWithPages,
    ...(optional
      ? {}
      : { validation: required(`Fill in the ${field.title.toLowerCase()}: its text and the page it leads to.`) }),
  })

/** A section's eyebrow, heading and introduction. */
export const headingFields = (headingExample: string) => [
  optionalTextField({
    name: 'eyebrow',
    title: 'Eyebrow',
    description: 'A few words in small capitals above the heading, for example “Features”.',
  }),
  textField({
    name: 'heading',
    title: 'Heading',
    description: `The section’s heading, for example “${headingExample}”.`,
    missing: 'Write the heading.',
  }),
  optionalTextField({
    name: 'intro',
    title: 'Introduction',
    rows: 3,
    description: 'One or two sentences under the heading.',
  }),
]

/** What search engines and shared links show: the page's title and description, and a picture. */
export const seoField = ({ name = 'seo', title = 'Search and sharing', description, group }: Partial<FieldOptions>) =>
  defineField({
    name,
    title,
    description,
    group,
    type: 'object',
    fields: [
      searchTextField({
        name: 'title',
        title: 'Search title',
        description:
          'The full title in search results and on the browser tab, brand included. Search engines show about 60 characters.',
        missing: 'Write the title search engines show for this page.',
        limit: 60,
        what: 'title',
      }),
      searchTextField({
        name: 'description',
        title: 'Search description',
        rows: 3,
        description:
          'One or two sentences under the title in search results. Search engines show about 160 characters.',
        missing: 'Write the sentence or two search engines show under the title.',
        limit: 160,
        what: 'description',
      }),
      defineField({
        name: 'shareImage',
        title: 'Share image (optional)',
        type: 'image',
        description:
          'The picture shown when the page is shared on social media or in chat, 1200 × 630 pixels. Without one, the site’s own card is used.',
        options: { hotspot: true },
        fields: [altTextField('What the picture shows, for readers who cannot see it.')],
      }),
    ],
    validation: required('Fill in the search title and description.'),
  })

/** A link inside page text, to one of the site's own pages. */
const pageLinkAnnotation = defineArrayMember({
  name: 'pageLink',
  title: 'Link to a page of this site',
  type: 'object',
  fields: [targetField('Pick the page this link leads to.')],
})

/** A short piece of page text: paragraphs with bold, italic and links to the site's own pages; required unless `optional`. */
export const pageTextField = ({
  missing,
  optional = false,
  ...field
}: FieldOptions & ({ missing: string; optional?: false } | { missing?: undefined; optional: true })) =>
  defineField({
    ...field,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [{ title: 'Paragraph', value: 'normal' }],
        lists: [],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [pageLinkAnnotation],
        },
      }),
    ],
    ...(optional ? {} : { validation: (rule: ArrayRule<unknown[]>) => rule.required().min(1).error(missing) }),
  })

/** The fixed title of a singleton's preview, with one of its headings under it. */
export const singletonPreview = (title: string, subtitlePath: string) => ({
  select: { subtitle: subtitlePath },
  prepare: ({ subtitle }: Record<string, unknown>) => ({
    title,
    subtitle: typeof subtitle === 'string' ? subtitle : undefined,
  }),
})
