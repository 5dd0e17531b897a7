import type { SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The quote, then who said it and their role. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    `> ${inline(section.quote)}`,
    `— ${[section.name, section.role].flatMap((part) => (part ? [inline(part)] : [])).join(', ')}`,
  )
