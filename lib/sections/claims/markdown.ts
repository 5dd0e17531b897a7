import { formatClaimFigure } from '@/lib/format'
import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'
import { benefitsOf, claimsOf } from './shows'

/** The heading, the figures with their statements, then the benefits. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    (await claimsOf(section, locale))
      .map((claim) => `- **${inline(formatClaimFigure(claim, locale))}** ${inline(claim.statement)}`)
      .join('\n'),
    (await benefitsOf(section, locale))
      .map((benefit) => `- **${inline(benefit.title)}**: ${inline(benefit.description)}`)
      .join('\n'),
  )
