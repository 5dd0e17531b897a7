import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape } from '../parts.ts'
import { inLanguage } from '../../content/fragments.ts'

/** The subprocessors, their change history, its feed and the form to be mailed each change. */
export const section = defineSection({
  type: 'subprocessorsSection',
  title: 'Subprocessors',
  projection: () => `${headingProjection}, withSubscribe`,
  fields: { ...headingShape, withSubscribe: z.boolean().default(true) },
  searchText: `[eyebrow, heading, intro, ...*[_type == "subprocessor" && ${inLanguage}].name, ...*[_type == "subprocessor" && ${inLanguage}].purpose]`,
})

export type Content = SectionOf<typeof section>
