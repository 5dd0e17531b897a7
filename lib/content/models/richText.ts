import { z } from 'zod'
import { routes, type RoutesWhere } from '../../routes.ts'
import { contactHref, contactSubjects } from '../../links.ts'
import { linkTargetTypeNames } from '../document-types.ts'
import { optionsOf, valuesOf } from '../options.ts'
import { imageModel } from './image.ts'
import { blockKey, requiredAs, requiredText, slug, textSpan } from './shared.ts'

/*
 * The rich text of articles and legal pages (schemas/objects/richText.ts), as the queries project it:
 * internal links carry their target's type and slug, images their asset.
 */

/** The site's pages that are not documents of their own, which a link may point at: a fixed list staff pick from. */
const linkedPages = ['home', 'features', 'pricing', 'contact', 'demo', 'blog', 'trust'] as const satisfies RoutesWhere<{
  linkTarget: true
}>[]
const linkedSubjects = ['quote'] as const satisfies (keyof typeof contactSubjects)[]

export const sitePages = optionsOf({
  ...Object.fromEntries(linkedPages.map((name) => [routes[name].path, routes[name].name])),
  ...Object.fromEntries(
    linkedSubjects.map((subject) => [
      contactHref(subject),
      `${routes.contact.name}: ${contactSubjects[subject].toLowerCase()}`,
    ]),
  ),
})

const markDef = z.discriminatedUnion(
  '_type',
  [
    z.looseObject({
      _type: z.literal('link'),
      _key: blockKey,
      href: z
        .string(requiredAs('an address'))
        .regex(/^(https?:\/\/|mailto:)/, 'must be a full address starting with https:// or mailto:'),
    }),
    z.looseObject({
      _type: z.literal('internalLink'),
      _key: blockKey,
      /** The linked document, when it is published: the link is left out otherwise. */
      target: z.object({ _type: z.enum(linkTargetTypeNames), slug }).optional(),
      /** Or one of the site's own pages. */
      page: z.enum(valuesOf(sitePages), 'must be one of the listed pages').optional(),
    }),
  ],
  { error: 'must be an external link or a link to a page of this site' },
)

const blockStyles = ['normal', 'h2', 'h3'] as const

const textBlock = z.looseObject({
  _type: z.literal('block'),
  _key: blockKey,
  style: z.enum(blockStyles, 'must be a paragraph, heading or subheading').default('normal'),
  listItem: z.enum(['bullet', 'number'], 'must be a bulleted or numbered list').optional(),
  level: z.number().int().min(1).optional(),
  children: z.array(textSpan, requiredAs('a list of text spans')).min(1, 'is required'),
  markDefs: z.array(markDef).default([]),
})

const inlineImage = imageModel.extend({
  _type: z.literal('image'),
  _key: blockKey,
  caption: z.string().trim().optional(),
})

const quote = z.object({
  _type: z.literal('quote'),
  _key: blockKey,
  text: requiredText,
  attribution: z.string().trim().optional(),
})

/** The kinds of callout, with their names in the Studio (a page shows its language's label: lib/i18n/site-text.ts). */
export const calloutTones = optionsOf({
  tip: 'Tip',
  note: 'Note',
  warning: 'Warning',
})

const callout = z.object({
  _type: z.literal('callout'),
  _key: blockKey,
  tone: z.enum(valuesOf(calloutTones), 'must be tip, note or warning'),
  title: z.string().trim().optional(),
  text: requiredText,
})

export const articleBodyModel = z
  .array(
    z.discriminatedUnion('_type', [textBlock, inlineImage, quote, callout], {
      error: 'must be text, an image, a quote or a callout',
    }),
    requiredAs('Portable Text (a list of blocks)'),
  )
  .min(1, 'is required')

export const legalBodyModel = z.array(textBlock, requiredAs('Portable Text (a list of blocks)')).min(1, 'is required')

export type ArticleBody = z.infer<typeof articleBodyModel>
export type ArticleBlock = ArticleBody[number]
export type TextBlock = z.infer<typeof textBlock>
