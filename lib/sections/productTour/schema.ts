import { MonitorSmartphone } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { headingFields, textField } from '../../../schemas/objects/page-fields'
import { imageWithAltField } from '../../../schemas/shared/fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

/** Enough for every module; past it a tour is a catalogue. */
const maxStops = 12

const stop = defineArrayMember({
  name: 'tourStop',
  title: 'Screen',
  type: 'object',
  fields: [
    imageWithAltField({
      name: 'image',
      title: 'Screen',
      description:
        'A screen of the module, 1200 × 800 pixels (3:2) or larger, in the page’s language: the Spanish page gets the product in Spanish.',
      altDescription: 'What the screen shows, in a sentence: the figures and lists a reader would see.',
      missing: 'Add the module’s screen.',
    }),
    textField({ name: 'title', title: 'Module', description: 'For example “Pharmacy”.', missing: 'Name the module.' }),
    textField({
      name: 'caption',
      title: 'Caption',
      rows: 2,
      description: 'One sentence on what the screen helps with.',
      missing: 'Write a sentence on what the screen helps with.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'caption', media: 'image' } },
})

export const schema = defineSectionSchema({
  content: section,
  icon: MonitorSmartphone,
  previewField: 'heading',
  required: { heading: 'heading', stops: 'screens' },
  fields: [
    ...headingFields('See every module'),
    defineField({
      name: 'stops',
      title: 'Screens',
      type: 'array',
      description: `One screen per module, in the order they are shown (at most ${maxStops}). Drag to reorder.`,
      of: [stop],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one screen.'),
        rule.max(maxStops).error(`Keep to ${maxStops} screens at most.`),
      ],
    }),
  ],
})
