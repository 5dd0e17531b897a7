import {
  portableTextToMarkdown,
  type PortableTextMarkRenderer,
  type PortableTextTypeRenderer,
} from '@portabletext/markdown'
import { documentPath } from '../blog/paths'
import type { ArticleBlock } from '../content'
import { linkTargetHref, type LinkTarget } from '../content/link-targets'
import { absoluteUrl } from '../seo'

/*
 * The site's Portable Text as Markdown, for the copies of its pages that AI agents read: the
 * same blocks the pages render (app/_components/RichText.tsx, PageText.tsx), with every link made
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
  const picture = `![${value.alt}](${absoluteUrl(value.asset.url)})`
  return value.caption ? `${picture}\n\n_${value.caption}_` : picture
}

const quote: PortableTextTypeRenderer<Of<'quote'>> = ({ value }) =>
  quoted(value.attribution ? `${value.text}\n\n— ${value.attribution}` : value.text)

const callout: PortableTextTypeRenderer<Of<'callout'>> = ({ value }) =>
  quoted(`[!${alerts[value.tone]}]\n${value.title ? `**${value.title}**\n\n` : ''}${value.text}`)

const linked = (children: string | undefined, path: string | undefined) =>
  path ? `[${children ?? ''}](${absoluteUrl(path)})` : (children ?? '')

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
