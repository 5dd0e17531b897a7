import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { SectionMarkdown } from '../define'
import { inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The heading, then the text as Markdown. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(section.heading && `## ${inline(section.heading)}`, portableTextMarkdown(section.body))
