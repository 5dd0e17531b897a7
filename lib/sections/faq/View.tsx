import { JsonLd } from '@/lib/components/JsonLd'
import { Section, headingProps } from '@/lib/components/Section'
import { getFaqs, type Faq } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { faqPageJsonLd } from '@/lib/seo'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { scopeOf, inChosenOrder } from '../parts'
import { FaqAccordion } from './FaqAccordion'
import type { Content } from './content'

/** Every FAQ item, or the ones staff chose in their order, of `faqs` (every item in the language). */
const chosenOf = (section: Content, faqs: Faq[]) =>
  section.source === 'all' ? faqs : inChosenOrder(faqs, section.items)

/** The questions the section shows: its view and Markdown copy show these. */
const itemsOf = async (section: Content, locale: Locale) => chosenOf(section, await getFaqs(locale))

/**
 * The questions as the home page shows them: one answer open at a time, no JavaScript. The page's
 * one FAQPage JSON-LD, with the questions of all its FAQ sections, is drawn by the first of them
 * that shows any.
 */
export async function View(props: SectionProps<Content>) {
  const { section, locale, id, path, ofType } = props
  const all = await getFaqs(locale)
  const faqs = chosenOf(section, all)
  if (faqs.length === 0) return null
  const shown = ofType.map((other) => chosenOf(other, all))
  const drawsJsonLd = ofType[shown.findIndex((items) => items.length > 0)]?._key === section._key
  const pageFaqs = [...new Map(shown.flat().map((faq) => [faq._id, faq])).values()]
  return (
    <Section id={id} {...headingProps(section)} tone="tint">
      {drawsJsonLd ? <JsonLd data={faqPageJsonLd(pageFaqs, path, locale)} /> : null}
      <div className="mx-auto max-w-3xl">
        <FaqAccordion faqs={faqs} scope={scopeOf(props)} />
      </div>
    </Section>
  )
}

/** The heading, then each question with its answer. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    ...(await itemsOf(section, locale)).map((item) =>
      lines(`### ${inline(item.question)}`, portableTextMarkdown(item.answer, locale)),
    ),
  )
