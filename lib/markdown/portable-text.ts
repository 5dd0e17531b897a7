import {
  portableTextToMarkdown,
  type PortableTextMarkRenderer,
  type PortableTextTypeRenderer,
} from '@portabletext/markdown'
import type { ArticleBlock } from '../content'
import { linkTargetHref, type LinkTarget } from '../content/link-targets'
import { markdownInline as inline, markdownUrl } from './escape'
import { documentPath, absoluteUrl } from '../addresses'

/*
 * The site's Portable Text as Markdown, for the copies of its pages that AI agents read: the
 * same blocks the pages render (lib/components/RichText.tsx, PageText.tsx), with every link made
 * absolute, images with their alt text and caption, quotes with their attribution, and callouts
 * as GitHub's alerts.
 */

type Of<Type extends ArticleBlock['_type']> = Extract<ArticleBlock, { _type: Type }>
type InternalLink = { _type: 'internalLink'; target?: Parameters<typeof documentPath>[0]; page?: string }

const alerts: Record<Of<'callout'>['tone'], string> = { tip: 'TIP', note: 'NOTE', warning: 'WARNING' }

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')

const image: PortableTextTypeRenderer<Of<'image'>> = ({ value }) => {
  const picture = `![${inline(value.alt)}](${markdownUrl(absoluteUrl(value.asset.url))})`
  return value.caption ? `${picture}\n\n_${inline(value.caption)}_` : picture
}

const quote: PortableTextTypeRenderer<Of<'quote'>> = ({ value }) =>
  quoted(value.attribution ? `${inline(value.text)}\n\n— ${inline(value.attribution)}` : inline(value.text))

const callout: PortableTextTypeRenderer<Of<'callout'>> = ({ value }) =>
  quoted(`[!${alerts[value.tone]}]\n${value.title ? `**${inline(value.title)}**\n\n` : ''}${inline(value.text)}`)

const linked = (children: string | undefined, path: string | undefined) =>
  path ? `[${children ?? ''}](${markdownUrl(absoluteUrl(path))})` : (children ?? '')

const internalLink: PortableTextMarkRenderer<InternalLink> = ({ value, children }) =>
  linked(children, value?.target ? documentPath(value.target) : value?.page)

const pageLink: PortableTextMarkRenderer<{ _type: 'pageLink'; target?: LinkTarget }> = ({ value, children }) =>
  linked(children, value?.target && linkTargetHref(value.target))

/** Article bodies, legal pages, FAQ answers and page text, as Markdown. */
export function portableTextMarkdown(blocks: readonly { _type: string }[]): string {
  return portableTextToMarkdown([...blocks], {
    types: { image, quote, callout },
    marks: { internalLink, pageLink },
  }).trim()
}
