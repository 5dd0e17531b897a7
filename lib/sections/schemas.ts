import type { SectionType } from './registry'
import { claimsSchema } from './claims/schema'
import { contactFormSchema } from './contactForm/schema'
import { ctaBandSchema } from './ctaBand/schema'
import { faqSchema } from './faq/schema'
import { featureGridSchema } from './featureGrid/schema'
import { heroSchema } from './hero/schema'
import { imageTextSchema } from './imageText/schema'
import { logosSchema } from './logos/schema'
import { pageHeaderSchema } from './pageHeader/schema'
import { pricingSchema } from './pricing/schema'
import { productTourSchema } from './productTour/schema'
import { quoteSchema } from './quote/schema'
import { reasonsSchema } from './reasons/schema'
import { richTextSchema } from './richText/schema'
import { stepsSchema } from './steps/schema'
import { testimonialsSchema } from './testimonials/schema'
import type { RequiredField, defineSectionSchema } from './schema-parts'

/** Each section type's Studio schema: the compiler asks for one per type in sections/registry.ts. */
export const sectionSchemas: { [Type in SectionType]: ReturnType<typeof defineSectionSchema> } = {
  heroSection: heroSchema,
  pageHeaderSection: pageHeaderSchema,
  reasonsSection: reasonsSchema,
  featureGridSection: featureGridSchema,
  stepsSection: stepsSchema,
  claimsSection: claimsSchema,
  ctaBandSection: ctaBandSchema,
  faqSection: faqSchema,
  pricingSection: pricingSchema,
  richTextSection: richTextSchema,
  imageTextSection: imageTextSchema,
  quoteSection: quoteSchema,
  testimonialsSection: testimonialsSchema,
  logosSection: logosSchema,
  productTourSection: productTourSchema,
  contactFormSection: contactFormSchema,
}

/** The fields each section type needs, by name, with what staff call them. */
export const requiredSectionFields = Object.fromEntries(
  Object.entries(sectionSchemas).map(([type, { required }]) => [type, required]),
) as Record<SectionType, Record<string, RequiredField>>
