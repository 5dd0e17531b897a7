import { z } from 'zod'
import { imageModel } from './image'
import { ctaBandModel, ctaModel, sectionHeadingModel, seoModel } from './page-parts'
import { requiredAs, requiredText, typedDocument } from './shared'

/** One product screen of the home page's carousel. */
const slideModel = z.object({
  _key: z.string(requiredAs('text')),
  image: imageModel,
  title: requiredText,
  caption: requiredText,
})

export const homePageModel = typedDocument('homePage').extend({
  hero: z.object(
    {
      eyebrow: requiredText,
      heading: requiredText,
      intro: requiredText,
      primary: ctaModel,
      secondary: ctaModel,
      note: requiredText,
    },
    requiredAs('the hero'),
  ),
  carouselLabel: requiredText,
  slides: z.array(slideModel, requiredAs('a list of slides')).min(1, 'needs at least one slide'),
  featuresSection: sectionHeadingModel.extend({ linkLabel: requiredText }),
  howItWorksSection: sectionHeadingModel,
  benefitsSection: sectionHeadingModel,
  cta: ctaBandModel,
  faqSection: sectionHeadingModel,
  seo: seoModel,
})

export type HomePage = z.infer<typeof homePageModel>
export type Slide = z.infer<typeof slideModel>
