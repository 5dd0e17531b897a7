import { z } from 'zod'
import { imageFields } from '../../content/fragments.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { imageModel, optionalText } from '../parts.ts'

/** A row of logos (customers, certifications), each named by its alternative text. */
export const section = defineSection({
  type: 'logosSection',
  title: 'Logos',
  projection: () => `heading, "logos": logos[]{ _key, ${imageFields} }`,
  fields: {
    heading: optionalText,
    logos: z
      .array(imageModel.extend({ _key: z.string() }), 'must be a list of logos')
      .min(1, 'needs at least one logo'),
  },
  searchText: '[heading, ...logos[].alt]',
})

export type Content = SectionOf<typeof section>
