/* The words and headings of rich text (articles, legal pages, case studies, rich text sections): its plain text, its reading time, its headings' anchors. */

import type { ArticleBody, TextBlock } from './models/richText'

/** The plain text of a text block. */
const blockText = (block: TextBlock) => block.children.map((span) => span.text).join('')

/** Every word a reader reads: text blocks, quotes, callouts and captions. */
export function bodyText(body: ArticleBody | TextBlock[]): string {
  return body
    .map((block) => {
      switch (block._type) {
        case 'block':
          return blockText(block)
        case 'quote':
          return [block.text, block.attribution].filter(Boolean).join(' ')
        case 'callout':
          return [block.title, block.text].filter(Boolean).join(' ')
        case 'image':
          return block.caption ?? ''
      }
    })
    .join('\n')
}

/** Minutes to read, at 230 words a minute (an adult's average for non-fiction), at least 1. */
export function readingMinutes(body: ArticleBody): number {
  const words = bodyText(body).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / 230))
}

export type Heading = { id: string; text: string }

/** A heading's anchor: its words in lowercase, joined by dashes ("Who we are" → "who-we-are"). */
export const anchorOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section'

/**
 * The table of contents: each section heading (h2) with a unique anchor, by block key, so that
 * the rendered heading and the link to it agree.
 */
export function headingsOf(body: ArticleBody | TextBlock[]): Map<string, Heading> {
  const headings = new Map<string, Heading>()
  const used = new Map<string, number>()
  for (const block of body) {
    if (block._type !== 'block' || block.style !== 'h2' || block.listItem) continue
    const text = blockText(block).trim()
    const anchor = anchorOf(text)
    const seen = used.get(anchor) ?? 0
    used.set(anchor, seen + 1)
    headings.set(block._key, { id: seen ? `${anchor}-${seen + 1}` : anchor, text })
  }
  return headings
}
