import type { SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading, then the logos' names as a list. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    section.heading && `## ${inline(section.heading)}`,
    section.logos.map((logo) => `- ${inline(logo.alt)}`).join('\n'),
  )
