import { formatClaimFigure } from '@/lib/format'
import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'
import { figuresOf } from './shows'

/** The heading, the figures with their statements, then the reasons. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    (await figuresOf(section, locale))
      .map((claim) => `- **${inline(formatClaimFigure(claim, locale))}** ${inline(claim.statement)}`)
      .join('\n'),
    section.points.map((point) => `- **${inline(point.title)}**: ${inline(point.text)}`).join('\n'),
  )
