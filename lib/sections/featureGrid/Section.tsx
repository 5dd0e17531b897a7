import { FeatureSection } from '@/app/_components/FeatureSection'
import { headingProps } from '@/app/_components/Section'
import { getAllFeatures, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import { inChosenOrder } from '../parts'
import type { SectionOf } from '../registry'

type FeatureGrid = SectionOf<'featureGridSection'>

/** The features staff chose, in their order, or every feature of the chosen kind. */
async function featuresOf(section: FeatureGrid, locale: Locale) {
  if (section.source === 'group') return section.group ? getFeatures(section.group, locale) : []
  return inChosenOrder(await getAllFeatures(locale), section.features)
}

async function FeatureGridSection({ section, locale, id }: SectionProps<FeatureGrid>) {
  return (
    <FeatureSection
      id={id}
      {...headingProps(section)}
      tone={section.look === 'card' ? 'tint' : 'white'}
      look={section.look}
      features={await featuresOf(section, locale)}
    />
  )
}

export const featureGrid: SectionView<FeatureGrid> = {
  Component: FeatureGridSection,
  markdown: async (section, locale) =>
    lines(
      headingMarkdown(section),
      (await featuresOf(section, locale)).map((feature) => `- **${feature.title}**: ${feature.description}`).join('\n'),
    ),
}
