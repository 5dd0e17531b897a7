import { PanelTop } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { optionalTextField, sectionCtaField, textField } from '../../../schemas/objects/page-fields'
import { required } from '../../../schemas/shared/fields'
import { validateSlideAlt } from '../../../schemas/shared/pageValidation'
import { defineSectionSchema, optionalImageField } from '../schema-parts'
import { section } from './content'

/** The most slides the carousel takes: visitors rarely look past the first few. */
const maxSlides = 6

const showsCarousel = ({ parent }: { parent?: unknown }) =>
  (parent as { visual?: string } | undefined)?.visual !== 'carousel'

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

export const schema = defineSectionSchema({
  content: section,
  icon: PanelTop,
  previewField: 'heading',
  required: { heading: 'heading', text: 'text', primary: 'main button' },
  fields: [
    optionalTextField({ name: 'eyebrow', title: 'Eyebrow', description: 'A few words above the heading.' }),
    textField({
      name: 'heading',
      title: 'Heading',
      description: 'The page’s main heading when the hero comes first.',
      missing: 'Write the heading.',
    }),
    textField({ name: 'text', title: 'Text', rows: 3, missing: 'Write a sentence or two under the heading.' }),
    sectionCtaField({ name: 'primary', title: 'Main button' }),
    sectionCtaField({ name: 'secondary', title: 'Second button (optional)', optional: true }),
    optionalTextField({ name: 'note', title: 'Note', description: 'A short line under the buttons.' }),
    defineField({
      name: 'visual',
      title: 'Beside the text',
      type: 'string',
      options: {
        list: [
          { title: 'Nothing', value: 'none' },
          { title: 'The image below', value: 'image' },
          { title: 'A carousel of product screens', value: 'carousel' },
        ],
        layout: 'radio',
      },
      initialValue: 'none',
    }),
    optionalImageField('image', 'Image', 'Shown beside the text when “The image below” is chosen.'),
    defineField({
      name: 'carouselLabel',
      title: 'Carousel name',
      type: 'string',
      description: 'What screen readers call the carousel, for example “MediCore product screens”.',
      hidden: showsCarousel,
    }),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      description: `The screens, in the order they turn (at most ${maxSlides}). Drag to reorder.`,
      of: [slide],
      hidden: showsCarousel,
      validation: (rule) =>
        rule.max(maxSlides).error(`Keep to ${maxSlides} slides at most: visitors rarely look past the first few.`),
    }),
  ],
})
