import type { SectionView } from './define'
import type { PageSection, SectionOf, SectionType } from './registry'
import { claims } from './claims/Section'
import { contactForm } from './contactForm/Section'
import { ctaBand } from './ctaBand/Section'
import { faq } from './faq/Section'
import { featureGrid } from './featureGrid/Section'
import { hero } from './hero/Section'
import { imageText } from './imageText/Section'
import { logos } from './logos/Section'
import { pageHeader } from './pageHeader/Section'
import { pricing } from './pricing/Section'
import { productTour } from './productTour/Section'
import { quote } from './quote/Section'
import { reasons } from './reasons/Section'
import { richText } from './richText/Section'
import { steps } from './steps/Section'
import { testimonials } from './testimonials/Section'

/** Each section type's component and Markdown copy: the compiler asks for one per type in sections/registry.ts. */
const views: { [Type in SectionType]: SectionView<SectionOf<Type>> } = {
  heroSection: hero,
  pageHeaderSection: pageHeader,
  reasonsSection: reasons,
  featureGridSection: featureGrid,
  stepsSection: steps,
  claimsSection: claims,
  ctaBandSection: ctaBand,
  faqSection: faq,
  pricingSection: pricing,
  richTextSection: richText,
  imageTextSection: imageText,
  quoteSection: quote,
  testimonialsSection: testimonials,
  logosSection: logos,
  productTourSection: productTour,
  contactFormSection: contactForm,
}

/** The view of a section, by its type. */
export const viewOf = <Section extends PageSection>(section: Section) =>
  views[section._type] as unknown as SectionView<Section>
