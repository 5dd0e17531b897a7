import { JsonLd } from '@/lib/components/JsonLd'
import { PageText } from '@/lib/components/PageText'
import { Section, headingProps } from '@/lib/components/Section'
import { container } from '@/lib/components/ui'
import { getPricingPlans, getSiteSettings } from '@/lib/content'
import { formatIntegrations, formatUsd } from '@/lib/format'
import { siteText } from '@/lib/i18n/site-text'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { pricingJsonLd } from '@/lib/seo'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { scopeOf } from '../parts'
import { PricingPlans } from './PricingPlans'
import type { Content } from './content'

/** The plans with the monthly/annual switch (no JavaScript), labelled with the site settings' words, and the note under them. */
export async function View(props: SectionProps<Content>) {
  const { section, locale, id } = props
  const [plans, labels] = await Promise.all([getPricingPlans(locale), getSiteSettings(locale)])
  if (plans.length === 0) return null
  // The same plans: a second table on the page repeats neither their offers' JSON-LD nor its controls' names.
  const scope = scopeOf(props)
  const table = (
    <>
      {scope ? null : <JsonLd data={pricingJsonLd(plans, locale)} />}
      <PricingPlans plans={plans} labels={labels} locale={locale} scope={scope} level={section.heading ? 3 : 2} />
      {section.footnote ? (
        <PageText
          value={section.footnote}
          locale={locale}
          className="mx-auto mt-12 max-w-2xl space-y-4 text-center text-base leading-7 text-slate-600"
        />
      ) : null}
    </>
  )
  const { heading } = section
  if (heading) {
    return (
      <Section id={id} {...headingProps({ ...section, heading })}>
        {table}
      </Section>
    )
  }
  // Under the page's own header, the plans need no heading of their own: the region is named for screen readers.
  return (
    <section id={id} aria-label={siteText(locale).pricing.plans} className="bg-white py-16 sm:py-20">
      <div className={container}>{table}</div>
    </section>
  )
}

/** The plans as a table of prices, then each plan's highlights, then the note. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const [plans, labels] = await Promise.all([getPricingPlans(locale), getSiteSettings(locale)])
  const words = siteText(locale).markdown
  const yes = (flag: boolean) => (flag ? words.plans.yes : words.plans.no)
  return lines(
    section.heading ? headingMarkdown({ ...section, heading: section.heading }) : undefined,
    [
      `| ${words.plans.plan} | ${words.plans.monthly} | ${words.plans.annual} | ${words.plans.integrations} | ${inline(labels.featureLabels.hipaaCompliant)} |`,
      '|---|---:|---:|---|---|',
      ...plans.map(
        (plan) =>
          `| ${inline(plan.name)} | ${formatUsd(plan.monthlyPrice)} | ${formatUsd(plan.annualPrice)} | ${formatIntegrations(plan.integrations, locale)} | ${yes(plan.hipaaCompliant)} |`,
      ),
    ].join('\n'),
    `${words.inDollars} ${inline(labels.billing.monthlyNote)}. ${inline(labels.billing.annualNote)}.`,
    ...plans.map((plan) =>
      lines(
        `${section.heading ? '###' : '##'} ${inline(plan.name)}`,
        plan.tagline && inline(plan.tagline),
        !plan.hipaaCompliant && `**${inline(siteText(locale).pricing.testDataOnly)}**`,
        plan.highlights.map((highlight) => `- ${inline(highlight)}`).join('\n'),
      ),
    ),
    section.footnote ? portableTextMarkdown(section.footnote, locale) : undefined,
  )
}
