import type { SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading, the sentence and the two buttons as links. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    `## ${inline(section.heading)}`,
    inline(section.text),
    `${ctaMarkdown(section.primary, locale)} · ${ctaMarkdown(section.secondary, locale)}`,
  )
