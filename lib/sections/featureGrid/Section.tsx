import { CtaLink } from '@/lib/components/CtaLink'
import { FeatureSection } from '@/lib/sections/featureGrid/FeatureSection'
import { Icon } from '@/lib/components/Icon'
import { headingProps } from '@/lib/components/Section'
import { getAllFeatures, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import type { SectionProps, SectionView } from '../define'
import { ctaMarkdown, headingMarkdown, inline, lines } from '../markdown'
import { inChosenOrder, scopeOf } from '../parts'
import type { SectionOf } from '../registry'

type FeatureGrid = SectionOf<'featureGridSection'>

/** The features staff chose, in their order, or every feature of the chosen kind. */
async function featuresOf(section: FeatureGrid, locale: Locale) {
  if (section.source === 'group') return section.group ? getFeatures(section.group, locale) : []
  return inChosenOrder(await getAllFeatures(locale), section.features)
}

async function FeatureGridSection(props: SectionProps<FeatureGrid>) {
  const { section, locale, id } = props
  return (
    <FeatureSection
      id={id}
      scope={scopeOf(props)}
      {...headingProps(section)}
      tone={section.look === 'card' ? 'tint' : 'white'}
      look={section.look}
      stepLabel={siteText(locale).steps.step}
      features={await featuresOf(section, locale)}
    >
      {section.link ? (
        <p className="mt-10 text-center">
          <CtaLink
            cta={section.link}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Icon name="arrow-right" size={18} />
          </CtaLink>
        </p>
      ) : null}
    </FeatureSection>
  )
}

export const featureGrid: SectionView<FeatureGrid> = {
  Component: FeatureGridSection,
  markdown: async (section, locale) =>
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
    ),
}
