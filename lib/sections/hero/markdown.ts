import type { SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading, the text, the buttons as links and the note. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    `## ${inline(section.heading)}`,
    section.text && inline(section.text),
    [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
    section.note && inline(section.note),
  )
