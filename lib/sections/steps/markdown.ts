import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading, then the steps as a numbered list. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    headingMarkdown(section),
    section.steps.map((step, index) => `${index + 1}. **${inline(step.title)}**: ${inline(step.text)}`).join('\n'),
  )
