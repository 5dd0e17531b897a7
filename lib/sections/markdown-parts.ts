import 'server-only'
import type { Cta, SectionHeading } from '../content'
import { ctaHref } from '../content/link-targets'
import type { Locale } from '../i18n/locales'
import { markdownInline, markdownLink } from '../markdown/escape'
import { absoluteUrl } from '../addresses'

/** CMS text as inline Markdown, and an address as a link's destination (lib/markdown/escape.ts). */
export { markdownInline as inline, markdownUrl } from '../markdown/escape'

/* The pieces of the sections' Markdown copies (lib/sections/<name>/View.tsx, markdown). */

/** Parts joined by blank lines, the empty ones left out. */
export const lines = (...parts: (string | false | undefined | null)[]) =>
  parts.filter((part) => part !== false && part !== undefined && part !== null && part !== '').join('\n\n')

/** A section's heading as a Markdown heading, with its introduction under it. */
export const headingMarkdown = ({ heading, intro }: Partial<SectionHeading> & { heading: string }, level = 2) =>
  lines(`${'#'.repeat(level)} ${markdownInline(heading)}`, intro && markdownInline(intro))

/** A call to action as a link to its page's absolute address. */
export const ctaMarkdown = (cta: Cta | undefined, locale: Locale) =>
  cta ? markdownLink(cta.label, absoluteUrl(ctaHref(cta, locale))) : undefined
