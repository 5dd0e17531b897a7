import { articleBodyModel } from '../../content/models/richText.ts'
import { richText } from '../../content/fragments.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { optionalText } from '../parts.ts'

/** Text with headings, lists, links, images, quotes and callouts, as in an article. */
export const section = defineSection({
  type: 'richTextSection',
  title: 'Rich text',
  projection: ({ language }) => `heading, "body": body[]${richText(language)}`,
  fields: { heading: optionalText, body: articleBodyModel },
  searchText: '[heading, pt::text(body)]',
})

export type Content = SectionOf<typeof section>
