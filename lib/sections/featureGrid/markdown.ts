import type { SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'
import { featuresOf } from './shows'

/** The heading, the features as a list (numbered when drawn as steps), then the link. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    (await featuresOf(section, locale))
      .map((feature, index) =>
        section.look === 'step'
          ? `${index + 1}. **${inline(feature.title)}**: ${inline(feature.description)}`
          : `- **${inline(feature.title)}**: ${inline(feature.description)}`,
      )
      .join('\n'),
    ctaMarkdown(section.link, locale),
  )
