import { FaqAccordion } from '@/app/_components/FaqAccordion'
import { JsonLd } from '@/app/_components/JsonLd'
import { Section, headingProps } from '@/app/_components/Section'
import { getFaqs } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { faqPageJsonLd } from '@/lib/seo'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import { inChosenOrder } from '../parts'
import type { SectionOf } from '../registry'

type FaqSection = SectionOf<'faqSection'>

/** Every FAQ item, or the ones staff chose in their order. */
async function itemsOf(section: FaqSection, locale: Locale) {
  const faqs = await getFaqs(locale)
  return section.source === 'all' ? faqs : inChosenOrder(faqs, section.items)
}

/** The questions as the home page shows them: one answer open at a time, no JavaScript. */
async function FaqSectionView({ section, locale, id, path }: SectionProps<FaqSection>) {
  const faqs = await itemsOf(section, locale)
  if (faqs.length === 0) return null
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      <JsonLd data={faqPageJsonLd(faqs, path, locale)} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion faqs={faqs} />
      </div>
    </Section>
  )
}

export const faq: SectionView<FaqSection> = {
  Component: FaqSectionView,
  markdown: async (section, locale) =>
    lines(
      headingMarkdown(section),
      ...(await itemsOf(section, locale)).map((item) =>
        lines(`### ${item.question}`, portableTextMarkdown(item.answer)),
      ),
    ),
}
