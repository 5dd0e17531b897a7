import { claimsSection } from './claims/content.ts'
import { contactFormSection } from './contactForm/content.ts'
import { ctaBandSection } from './ctaBand/content.ts'
import { faqSection } from './faq/content.ts'
import { featureGridSection } from './featureGrid/content.ts'
import { heroSection } from './hero/content.ts'
import { imageTextSection } from './imageText/content.ts'
import { logosSection } from './logos/content.ts'
import { pageHeaderSection } from './pageHeader/content.ts'
import { pricingSection } from './pricing/content.ts'
import { productTourSection } from './productTour/content.ts'
import { quoteSection } from './quote/content.ts'
import { reasonsSection } from './reasons/content.ts'
import { richTextSection } from './richText/content.ts'
import { stepsSection } from './steps/content.ts'
import { testimonialsSection } from './testimonials/content.ts'

/*
 * The sections staff compose pages from, in the order the Studio's "Add section" menu lists them.
 * Adding a section is its folder (docs/sections.md) plus one line here; the compiler then asks for
 * its component (sections/components.tsx) and its Studio schema (sections/schemas.ts).
 */
export const sections = [
  heroSection,
  pageHeaderSection,
  featureGridSection,
  stepsSection,
  reasonsSection,
  claimsSection,
  ctaBandSection,
  faqSection,
  pricingSection,
  richTextSection,
  imageTextSection,
  quoteSection,
  testimonialsSection,
  logosSection,
  productTourSection,
  contactFormSection,
] as const

type Declared = (typeof sections)[number]
export type SectionType = Declared['type']
/** A section as the page's query reads it and its model checks it. */
export type PageSection = ReturnType<Declared['model']['parse']>
export type SectionOf<Type extends SectionType> = Extract<PageSection, { _type: Type }>

export const sectionTypes = sections.map((section) => section.type) as SectionType[]

/** What staff call a section type: "FAQ". */
export const sectionTitle = (type: string) => sections.find((section) => section.type === type)?.title ?? type

/**
 * The GROQ of a page's visible sections, each with its own fields: a hidden one, or one of a type
 * this build does not know, is left out.
 */
export const sectionsProjection = `"sections": sections[hidden != true && _type in ${JSON.stringify(sectionTypes)}]{
    _key, _type,
    ${sections.map((section) => `_type == "${section.type}" => { ${section.projection} }`).join(',\n    ')}
  }`

/** The words of a page's visible sections that site search looks in, as one list of strings. */
export const sectionsSearchText = `sections[hidden != true]{ "words": select(${sections
  .map((section) => `_type == "${section.type}" => ${section.searchText}`)
  .join(', ')}) }.words[]`
