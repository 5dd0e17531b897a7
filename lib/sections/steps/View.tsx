import { featureIconMap } from '@/lib/components/FeatureIcon'
import { IconCards } from '@/lib/components/IconCards'
import { Section, headingProps } from '@/lib/components/Section'
import { gridColumnsFor } from '@/lib/components/ui'
import { siteText } from '@/lib/i18n/site-text'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** "How it works": numbered steps, as the home page draws its modules; or, not numbered, a list of cards. */
export function View({ section, locale, id }: SectionProps<Content>) {
  return (
    <Section id={id} {...headingProps(section)}>
      <IconCards
        look="step"
        stepLabel={section.numbered ? siteText(locale).steps.step : undefined}
        className={`grid gap-6 ${gridColumnsFor(section.steps.length)}`}
        items={section.steps.map((step) => ({
          id: step._key,
          icon: featureIconMap[step.icon],
          title: step.title,
          text: step.text,
        }))}
      />
    </Section>
  )
}

/** The heading, then the steps as a numbered list, or a plain one. */
export const markdown: SectionMarkdown<Content> = (section) =>
  lines(
    headingMarkdown(section),
    section.steps
      .map(
        (step, index) => `${section.numbered ? `${index + 1}.` : '-'} **${inline(step.title)}**: ${inline(step.text)}`,
      )
      .join('\n'),
  )
