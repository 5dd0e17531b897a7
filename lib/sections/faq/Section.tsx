import { FaqAccordion } from '@/app/_components/FaqAccordion'
import { JsonLd } from '@/app/_components/JsonLd'
import { Section, headingProps } from '@/app/_components/Section'
import { getFaqs } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { faqPageJsonLd } from '@/lib/seo'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, inline, lines } from '../markdown'
import { inChosenOrder, scopeOf } from '../parts'
import type { SectionOf } from '../registry'

type FaqSection = SectionOf<'faqSection'>

/** Every FAQ item, or the ones staff chose in their order. */
async function itemsOf(section: FaqSection, locale: Locale) {
  const faqs = await getFaqs(locale)
  return section.source === 'all' ? faqs : inChosenOrder(faqs, section.items)
}

/**
 * The page's one FAQPage JSON-LD, with the questions of all its FAQ sections: drawn by the first
 * of them that shows any, none by the others.
 */
async function pageFaqsFrom(section: FaqSection, ofType: readonly FaqSection[], locale: Locale) {
  const shown = await Promise.all(ofType.map((other) => itemsOf(other, locale)))
  const first = ofType[shown.findIndex((faqs) => faqs.length > 0)]
  if (first?._key !== section._key) return undefined
  return [...new Map(shown.flat().map((faq) => [faq._id, faq])).values()]
}

/** The questions as the home page shows them: one answer open at a time, no JavaScript. */
async function FaqSectionView(props: SectionProps<FaqSection>) {
  const { section, locale, id, path, ofType } = props
  const [faqs, pageFaqs] = await Promise.all([itemsOf(section, locale), pageFaqsFrom(section, ofType, locale)])
  if (faqs.length === 0) return null
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      {pageFaqs ? <JsonLd data={faqPageJsonLd(pageFaqs, path, locale)} /> : null}
      <div className="mx-auto max-w-3xl">
        <FaqAccordion faqs={faqs} scope={scopeOf(props)} />
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
        lines(`### ${inline(item.question)}`, portableTextMarkdown(item.answer)),
      ),
    ),
}
