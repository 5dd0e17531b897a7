import { getPricingPlans, getSiteSettings } from '@/lib/content'
import { formatIntegrations, formatUsd } from '@/lib/format'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import type { SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

/** The plans as a table of prices, then each plan's highlights, then the note. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const [plans, labels] = await Promise.all([getPricingPlans(locale), getSiteSettings(locale)])
  const yes = (flag: boolean) => (flag ? 'Yes' : 'No')
  return lines(
    section.heading ? headingMarkdown({ ...section, heading: section.heading }) : undefined,
    [
      `| Plan | Monthly | Annual | Integrations | ${inline(labels.featureLabels.hipaaCompliant)} |`,
      '|---|---:|---:|---|---|',
      ...plans.map(
        (plan) =>
          `| ${inline(plan.name)} | ${formatUsd(plan.monthlyPrice)} | ${formatUsd(plan.annualPrice)} | ${formatIntegrations(plan.integrations, locale)} | ${yes(plan.hipaaCompliant)} |`,
      ),
    ].join('\n'),
    `Prices in US dollars. ${inline(labels.billing.monthlyNote)}. ${inline(labels.billing.annualNote)}.`,
    ...plans.map((plan) =>
      lines(
        `${section.heading ? '###' : '##'} ${inline(plan.name)}`,
        plan.tagline && inline(plan.tagline),
        plan.highlights.map((highlight) => `- ${inline(highlight)}`).join('\n'),
      ),
    ),
    section.footnote ? portableTextMarkdown(section.footnote) : undefined,
  )
}
