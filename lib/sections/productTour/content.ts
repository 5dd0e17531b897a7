import { z } from 'zod'
import { image } from '../../content/fragments.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape, imageModel, requiredText } from '../parts.ts'

/** One module's screen: its picture, its name and a sentence on what it does. */
const stopModel = z.object({
  _key: z.string(),
  title: requiredText,
  caption: requiredText,
  image: imageModel,
})

/** A tour of the product: one screen per module, each with its name and a caption. */
export const section = defineSection({
  type: 'productTourSection',
  title: 'Product tour',
  projection: () => `${headingProjection}, "stops": stops[]{ _key, title, caption, "image": image${image} }`,
  fields: {
    ...headingShape,
    stops: z.array(stopModel, 'must be a list of screens').min(1, 'needs at least one screen'),
  },
  searchText: '[eyebrow, heading, intro, ...stops[].title, ...stops[].caption]',
})

export type Content = SectionOf<typeof section>
