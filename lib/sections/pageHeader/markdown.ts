import type { SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading and introduction, then the buttons as links. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    headingMarkdown(section),
    [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
  )
