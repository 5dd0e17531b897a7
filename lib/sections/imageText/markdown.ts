import type { SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, inline, lines, markdownUrl } from '../markdown-parts'
import type { Content } from './content'
import { absoluteUrl } from '@/lib/addresses'

/** The heading, the text, the picture and the link. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    headingMarkdown(section),
    inline(section.text),
    `![${inline(section.image.alt)}](${markdownUrl(absoluteUrl(section.image.asset.url))})`,
    ctaMarkdown(section.cta, locale),
  )
