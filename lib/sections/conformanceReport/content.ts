import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape, requiredText } from '../parts.ts'

/** The product's accessibility conformance report (VPAT 2.5, WCAG edition): its tables, and its download. */
export const section = defineSection({
  type: 'conformanceReportSection',
  title: 'Accessibility conformance report',
  // The report chosen, in the page's language: its Spanish version on the Spanish page.
  projection: ({ language }) =>
    `${headingProjection}, "report": coalesce(*[_type == "translation.metadata" && references(^.report._ref)][0].translations[coalesce(language, _key) == ${language}][0].value._ref, report._ref)`,
  fields: { ...headingShape, report: requiredText },
  searchText: `[eyebrow, heading, intro, ...*[_type == "conformanceReport" && _id == ^.report._ref].criteria[].criterion]`,
})

export type Content = SectionOf<typeof section>
