import { z } from 'zod'
import type { Locale } from '../i18n/locales.ts'

/*
 * What a section of a page document is, apart from its Studio schema (schema.ts) and its
 * component (Section.tsx) in the same folder: its GROQ fragment, its zod model, its Markdown
 * copy and the words site search looks in. sections/registry.ts lists them.
 */

export type SectionContent<Type extends string = string, Fields extends z.ZodRawShape = z.ZodRawShape> = {
  /** The section's object type in the Studio and the dataset: "heroSection". */
  type: Type
  /** What staff call it: the Studio's "Add item" menu and the build's error messages. */
  title: string
  /** GROQ, inside the section object: the fields the page reads (references as ids, images with their asset). */
  projection: string
  /** The fields the model checks, besides _key, _type and hidden. */
  fields: Fields
  /** A GROQ expression, inside the section object, for the words site search looks in: a list of strings. */
  searchText: string
}

/** A section's content declaration, with the model of the whole object derived from its fields. */
export function defineSection<Type extends string, Fields extends z.ZodRawShape>(
  content: SectionContent<Type, Fields>,
) {
  const model = z.object({
    _key: z.string(),
    _type: z.literal(content.type),
    ...content.fields,
  })
  return { ...content, model }
}

/** What a section's component gets: its content, the page's language and address, an id for its headings, and whether it opens the page. */
export type SectionProps<Section> = {
  section: Section
  locale: Locale
  id: string
  first: boolean
  /** The page's address in its language: /es/security. */
  path: string
  /** The page's sections of this one's type, in order, this one among them (parts.ts, scopeOf). */
  ofType: readonly Section[]
}

/** How a section is shown: its server component, and its Markdown copy (the page's .md, in English). */
export type SectionView<Section> = {
  Component: (props: SectionProps<Section>) => React.ReactNode | Promise<React.ReactNode>
  markdown: (section: Section, locale: Locale) => string | Promise<string>
}
