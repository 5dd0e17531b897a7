import { articleBodyModel } from '../../lib/content/models/richText'
import { richText } from '../../lib/content/fragments'
import { defineSection } from '../define'
import { optionalText } from '../parts'

/** Text with headings, lists, links, images, quotes and callouts, as in an article. */
export const richTextSection = defineSection({
  type: 'richTextSection',
  title: 'Rich text',
  projection: `heading, "body": body[]${richText}`,
  fields: { heading: optionalText, body: articleBodyModel },
  searchText: '[heading, pt::text(body)]',
})
