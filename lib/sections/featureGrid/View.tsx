import { CtaLink } from '@/lib/components/CtaLink'
import { FeatureGrid } from '@/lib/components/FeatureGrid'
import { Icon } from '@/lib/components/Icon'
import { Section, headingProps } from '@/lib/components/Section'
import { getAllFeatures, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, inline, lines } from '../markdown-parts'
import { scopeOf, inChosenOrder } from '../parts'
import type { Content } from './content'

/** The features staff chose, in their order, or every feature of the chosen kind: its view and Markdown copy show these. */
async function featuresOf(section: Content, locale: Locale) {
  if (section.source === 'group') return section.group ? getFeatures(section.group, locale) : []
  return inChosenOrder(await getAllFeatures(locale), section.features)
}

/** The features, as cards, plain or numbered steps, with a link under them; nothing when staff have published none. */
export async function View(props: SectionProps<Content>) {
  const { section, locale, id } = props
  const features = await featuresOf(section, locale)
  if (features.length === 0) return null
  return (
    <Section id={id} {...headingProps(section)} tone={section.look === 'card' ? 'tint' : 'white'}>
      <FeatureGrid
        features={features}
        look={section.look}
        stepLabel={siteText(locale).steps.step}
        scope={scopeOf(props)}
      />
      {section.link ? (
        <p className="mt-10 text-center">
          <CtaLink
            cta={section.link}
            locale={locale}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Icon name="arrow-right" size={18} />
          </CtaLink>
        </p>
      ) : null}
    </Section>
  )
}

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
