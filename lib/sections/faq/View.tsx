import { JsonLd } from '@/lib/components/JsonLd'
import { Section, headingProps } from '@/lib/components/Section'
import { getFaqs } from '@/lib/content'
import { faqPageJsonLd } from '@/lib/seo'
import type { SectionProps } from '../define'
import { scopeOf } from '../parts'
import type { Content } from './content'
import { FaqAccordion } from './FaqAccordion'
import { chosenOf } from './shows'

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
