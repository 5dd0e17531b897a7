import { z } from 'zod'
import { linkTargetValues } from '../link-targets.ts'
import { imageModel } from './image.ts'
import { blockKey, requiredAs, requiredText, slug, textSpan } from './shared.ts'

/*
 * The pieces the page documents share (schemas/objects/page-fields.ts builds the same shapes for the Studio):
 * a call to action, a section's heading, the dark call-to-action band, the search settings and
 * the short rich text of a page (the pricing page's footnote).
 */

/** Where a call to action leads: one of the site's own routes, from a fixed list (lib/content/link-targets.ts). */
const linkTarget = z.enum(linkTargetValues, 'must be one of the listed pages')

/**
 * A link of the header, the footer or a section, which may also lead to a page built from sections
 * (its slug in the page's language, read through the reference).
 */
export const linkModel = z
  .object(
    { label: requiredText, target: linkTarget.optional(), page: z.object({ slug }).optional() },
    requiredAs('a link (label and target)'),
  )
  .refine((link) => link.target !== undefined || link.page !== undefined, {
    message: 'must lead to one of the listed pages or to a published page built from sections',
    path: ['target'],
  })

/** What search results and share cards show: the full title, as it appears in the browser's tab. */
export const seoModel = z.object(
  { title: requiredText, description: requiredText, shareImage: imageModel.optional() },
  requiredAs('search settings (title and description)'),
)

const pageLink = z.looseObject({ _type: z.literal('pageLink'), _key: blockKey, target: linkTarget })

/** Paragraphs with bold, italic and links to the site's own pages. */
export const pageTextModel = z
  .array(
    z.looseObject({
      _type: z.literal('block'),
      _key: blockKey,
      style: z.literal('normal', 'must be a paragraph').default('normal'),
      children: z.array(textSpan, requiredAs('a list of text spans')).min(1, 'is required'),
      markDefs: z.array(pageLink, 'must be links to pages of the site').default([]),
    }),
    requiredAs('Portable Text (a list of paragraphs)'),
  )
  .min(1, 'is required')

/** A button or link: a fixed target's, or a page's built from sections. */
export type Cta = z.infer<typeof linkModel>
/** A section's eyebrow, heading and introduction (sections/parts.ts's headingShape). */
export type SectionHeading = { eyebrow?: string; heading: string; intro?: string }
export type Seo = z.infer<typeof seoModel>
export type PageText = z.infer<typeof pageTextModel>
