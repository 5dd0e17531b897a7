import { articleBodyModel } from '../../content/models/richText.ts'
import { richText } from '../../content/fragments.ts'
import { defineSection } from '../define.ts'
import { optionalText } from '../parts.ts'

/** Text with headings, lists, links, images, quotes and callouts, as in an article. */
export const richTextSection = defineSection({
  type: 'richTextSection',
  title: 'Rich text',
  projection: `heading, "body": body[]${richText}`,
  fields: { heading: optionalText, body: articleBodyModel },
  searchText: '[heading, pt::text(body)]',
})
