import { defineSection, type SectionOf } from '../define.ts'
import { imageModel, imageProjection, optionalText, requiredText } from '../parts.ts'

/** A testimonial: the words, who said them and their role, and an optional photo. */
export const section = defineSection({
  type: 'quoteSection',
  title: 'Quote or testimonial',
  projection: () => `quote, name, role, ${imageProjection('photo')}`,
  fields: { quote: requiredText, name: requiredText, role: optionalText, photo: imageModel.optional() },
  searchText: '[quote, name, role]',
})

export type Content = SectionOf<typeof section>
