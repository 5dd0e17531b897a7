import { JsonLd } from '@/app/_components/JsonLd'
import { PricingPlans } from '@/app/_components/PricingPlans'
import { Section, headingProps } from '@/app/_components/Section'
import { getPricingPage, getPricingPlans } from '@/lib/content'
import { formatUsd } from '@/lib/format'
import { pricingJsonLd } from '@/lib/seo'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import type { SectionOf } from '../registry'

type PricingSection = SectionOf<'pricingSection'>

/** The plans with the monthly/annual switch (no JavaScript), labelled with the pricing page's words. */
async function PricingSectionView({ section, locale, id }: SectionProps<PricingSection>) {
  const [plans, labels] = await Promise.all([getPricingPlans(locale), getPricingPage(locale)])
  if (plans.length === 0) return null
  return (
    <Section id={id} {...headingProps(section)}>
      <JsonLd data={pricingJsonLd(plans, locale)} />
      <PricingPlans plans={plans} labels={labels} locale={locale} />
    </Section>
  )
}

export const pricing: SectionView<PricingSection> = {
  Component: PricingSectionView,
  markdown: async (section, locale) =>
    lines(
      headingMarkdown(section),
      (await getPricingPlans(locale))
        .map(
          (plan) =>
            `- **${plan.name}**: ${formatUsd(plan.monthlyPrice)} a month, ${formatUsd(plan.annualPrice)} a year`,
        )
        .join('\n'),
    ),
}
