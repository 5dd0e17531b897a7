import { House } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { required } from '../shared/fields'
import {
  buttonPairFields,
  ctaBandField,
  sectionHeadingField,
  seoField,
  singletonPreview,
  textField,
} from '../objects/page-fields'
import { validateSlideAlt } from '../shared/pageValidation'

/** The most slides the carousel takes: visitors rarely look past the first few. */
const maxSlides = 6

const slide = defineArrayMember({
  name: 'slide',
  title: 'Slide',
  type: 'object',
  fields: [
    defineField({
      name: 'image',
      title: 'Screen',
      type: 'image',
      description:
        'A product screen, 1200 × 800 pixels (3:2) or larger. Set the hotspot on what must stay in view when the picture is cropped.',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description:
            'What the screen shows, in a sentence or two: screen readers read it to visitors who cannot see the picture.',
          validation: (rule) => rule.custom(validateSlideAlt),
        }),
      ],
      validation: required('Add the slide’s picture.'),
    }),
    textField({
      name: 'title',
      title: 'Title',
      description: 'A few words in bold under the picture, for example “Patient queue”.',
      missing: 'Write the slide’s title, for example “Patient queue”.',
    }),
    textField({
      name: 'caption',
      title: 'Caption',
      rows: 2,
      description: 'One sentence after the title on what the screen helps with.',
      missing: 'Write the sentence that follows the title.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'caption', media: 'image' } },
})

export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: House,
  description: 'The words and pictures of the home page (/). Features, claims and FAQ items have their own lists.',
  groups: [
    { name: 'hero', title: 'Top of the page', default: true },
    { name: 'carousel', title: 'Carousel' },
    { name: 'sections', title: 'Sections' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Top of the page',
      type: 'object',
      group: 'hero',
      description: 'The first thing visitors read, beside the carousel.',
      fields: [
        textField({
          name: 'eyebrow',
          title: 'Eyebrow',
          description: 'A few words above the headline, for example “Healthcare management & analytics”.',
          missing: 'Write the few words above the headline.',
        }),
        textField({
          name: 'heading',
          title: 'Headline',
          description: 'The page’s main heading: what MediCore is, in one line.',
          missing: 'Write the headline.',
        }),
        textField({
          name: 'intro',
          title: 'Introduction',
          rows: 3,
          description: 'One or two sentences under the headline.',
          missing: 'Write the sentences under the headline.',
        }),
        ...buttonPairFields(),
        textField({
          name: 'note',
          title: 'Note under the buttons',
          description: 'A short line, for example “Free plan available. Paid plans start with a free trial.”',
          missing: 'Write the short line under the buttons.',
        }),
      ],
      validation: required('Fill in the top of the page.'),
    }),
    textField({
      name: 'carouselLabel',
      title: 'Carousel name',
      group: 'carousel',
      description:
        'Not shown on the page: screen readers announce it as the carousel’s name, for example “MediCore product screens”.',
      missing: 'Name the carousel for screen readers, for example “MediCore product screens”.',
    }),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      group: 'carousel',
      description: `The product screens, in the order they are shown (drag to reorder). One to ${maxSlides}; only the first loads straight away.`,
      of: [slide],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one slide: the carousel is the first picture on the home page.'),
        rule.max(maxSlides).error(`Keep to ${maxSlides} slides at most: visitors rarely look past the first few.`),
      ],
    }),
    sectionHeadingField({
      name: 'featuresSection',
      title: 'Features',
      group: 'sections',
      description: 'The section that lists the capabilities (Features → Capability).',
      headingExample: 'Everything your care teams need, in one place',
      fields: [
        textField({
          name: 'linkLabel',
          title: 'Link to the Features page',
          description: 'The link under the features, for example “Explore all features”.',
          missing: 'Write the link’s text, for example “Explore all features”.',
        }),
      ],
    }),
    sectionHeadingField({
      name: 'howItWorksSection',
      title: 'How it works',
      group: 'sections',
      description: 'The section that lists the steps (Features → Module).',
      headingExample: 'From set-up to better care, step by step',
    }),
    sectionHeadingField({
      name: 'benefitsSection',
      title: 'Benefits',
      group: 'sections',
      description: 'The dark section with the marketing claims and the benefits (Features → Benefit).',
      headingExample: 'Measurable results for patients and staff',
    }),
    ctaBandField({
      name: 'cta',
      title: 'Call-to-action band',
      group: 'sections',
      description: 'The dark band before the FAQ.',
    }),
    sectionHeadingField({
      name: 'faqSection',
      title: 'FAQ',
      group: 'sections',
      description: 'The section above the questions and answers (edited under FAQ).',
      headingExample: 'Frequently asked questions',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: singletonPreview('Home page', 'hero.heading'),
})
