import { featureIconMap } from '@/app/_components/FeatureIcon'
import { IconCards } from '@/app/_components/IconCards'
import { Section, headingProps } from '@/app/_components/Section'
import { gridColumnsFor } from '@/app/_components/ui'
import { siteText } from '@/lib/i18n/site-text'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, inline, lines } from '../markdown'
import type { SectionOf } from '../registry'

type Steps = SectionOf<'stepsSection'>

/** "How it works": numbered steps, as the home page draws its modules; or, not numbered, a list of cards. */
function StepsSection({ section, locale, id }: SectionProps<Steps>) {
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

export const steps: SectionView<Steps> = {
  Component: StepsSection,
  markdown: (section) =>
    lines(
      headingMarkdown(section),
      section.steps
        .map(
          (step, index) =>
            `${section.numbered ? `${index + 1}.` : '-'} **${inline(step.title)}**: ${inline(step.text)}`,
        )
        .join('\n'),
    ),
}
