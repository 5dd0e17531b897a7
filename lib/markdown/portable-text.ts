import {
  portableTextToMarkdown,
  type PortableTextMarkRenderer,
  type PortableTextTypeRenderer,
} from '@portabletext/markdown'
import type { ArticleBlock } from '../content'
import { linkTargetHref, type LinkTarget } from '../content/link-targets'
import { markdownInline as inline, markdownUrl } from './escape'
import { documentPath, absoluteUrl } from '../addresses'
import { localizedPath, type Locale } from '../i18n/locales'

/*
 * The site's Portable Text as Markdown, for the copies of its pages that AI agents read: the
 * same blocks the pages render (lib/components/RichText.tsx, PageText.tsx), with every link made
 * absolute and in the copy's language, images with their alt text and caption, quotes with their
 * attribution, and callouts as GitHub's alerts (`> [!NOTE]`: syntax agents read in any language).
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

/** The links to the site's pages, to their versions in `locale`, as the page's own links are. */
function linksIn(locale: Locale) {
  const internalLink: PortableTextMarkRenderer<InternalLink> = ({ value, children }) => {
    const path = value?.target ? documentPath(value.target) : value?.page
    return linked(children, path && localizedPath(path, locale))
  }
  const pageLink: PortableTextMarkRenderer<{ _type: 'pageLink'; target?: LinkTarget }> = ({ value, children }) =>
    linked(children, value?.target && linkTargetHref(value.target, locale))
  return { internalLink, pageLink }
}

/** Article bodies, legal pages, FAQ answers and page text in `locale`, as Markdown. */
export function portableTextMarkdown(blocks: readonly { _type: string }[], locale: Locale): string {
  return portableTextToMarkdown([...blocks], {
    types: { image, quote, callout },
    marks: linksIn(locale),
  }).trim()
}
