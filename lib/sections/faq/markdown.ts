import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'
import { itemsOf } from './shows'

/** The heading, then each question with its answer. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    ...(await itemsOf(section, locale)).map((item) =>
      lines(`### ${inline(item.question)}`, portableTextMarkdown(item.answer)),
    ),
  )
