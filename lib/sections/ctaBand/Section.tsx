import { CtaBand } from '@/lib/sections/ctaBand/CtaBand'
import type { SectionProps, SectionView } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown'
import type { SectionOf } from '../registry'

type CtaBandSection = SectionOf<'ctaBandSection'>

function CtaBandSectionView({ section, id }: SectionProps<CtaBandSection>) {
  return <CtaBand id={id} {...section} />
}

export const ctaBand: SectionView<CtaBandSection> = {
  Component: CtaBandSectionView,
  markdown: (section, locale) =>
    lines(
      `## ${inline(section.heading)}`,
      inline(section.text),
      `${ctaMarkdown(section.primary, locale)} · ${ctaMarkdown(section.secondary, locale)}`,
    ),
}
