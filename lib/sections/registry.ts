import type { z } from 'zod'
import type { SectionQueryParams } from './define.ts'
import { sectionContents } from './sections.gen.ts'

/*
 * The sections staff build pages from: one folder each (docs/sections.md), listed by `npm run
 * typegen` in sections.gen.ts. The page's GROQ, its model and site search are made from them.
 */

type Contents = typeof sectionContents
export type SectionType = keyof Contents

// The type a folder declares is the one the generated list files it under (<folder>Section).
sectionContents satisfies { [Type in SectionType]: { type: Type } }

/** Every section's content declaration. */
export const sections = Object.values(sectionContents) as Contents[SectionType][]
export const sectionTypes = Object.keys(sectionContents) as SectionType[]

/** A section as the page's query reads it and its model checks it. */
export type PageSection = z.output<Contents[SectionType]['model']>

/** What staff call a section type: "FAQ". */
export const sectionTitle = (type: string) => sections.find((section) => section.type === type)?.title ?? type

/** Whether a page's sections open with one that holds its h1 (a hero, a page header): else the page shows its title above them. */
export const opensWithHeading = (sections: readonly { _type: string }[]) =>
  Boolean(sectionContents[sections[0]?._type as SectionType]?.opensPage)

/**
 * The GROQ of a page's visible sections, each with its own fields, read with the page query's
 * parameters: a hidden one, or one of a type this build does not know, is left out.
 */
export const sectionsProjection = (params: SectionQueryParams) =>
  `"sections": sections[hidden != true && _type in ${JSON.stringify(sectionTypes)}]{
    _key, _type,
    ${sections.map((section) => `_type == "${section.type}" => { ${section.projection(params)} }`).join(',\n    ')}
  }`

/** The words of a page's visible sections that site search looks in, as one list of strings. */
export const sectionsSearchText = `sections[hidden != true]{ "words": select(${sections
  .map((section) => `_type == "${section.type}" => ${section.searchText}`)
  .join(', ')}) }.words[]`

/** A page's headline, as its share card draws it: its opening section's heading, else its title. */
export function headlineOf(page: { title: string; sections: readonly PageSection[] }) {
  const [first] = page.sections
  return first && opensWithHeading(page.sections) && 'heading' in first && first.heading ? first.heading : page.title
}
