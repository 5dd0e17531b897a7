import { z } from 'zod'
import type { Locale } from '../i18n/locales.ts'

/*
 * A section of a page document is one folder of lib/sections/ (docs/sections.md): content.ts
 * (this declaration), schema.ts (its Studio fields), View.tsx (its server component and Markdown
 * copy) and examples.json (one of it in each language, for the tests). `npm run typegen` lists the
 * folders in lib/sections/*.gen.ts.
 */

/** The query parameters a section's GROQ may use, as GROQ names them: { language: '$language' }. */
export type SectionQueryParams = { language: `$${string}` }

export type SectionContent<Type extends string = string, Fields extends z.ZodRawShape = z.ZodRawShape> = {
  /** The section's object type in the Studio and the dataset: "heroSection", its folder's name plus "Section". */
  type: Type
  /** What staff call it: the Studio's "Add item" menu and the build's error messages. */
  title: string
  /** It holds the page's h1 when it comes first (else the page shows its title above it). */
  opensPage?: true
  /** GROQ, inside the section object: the fields the page reads (references as ids, images with their asset). */
  projection: (params: SectionQueryParams) => string
  /** The fields the model checks, besides _key and _type. */
  fields: Fields
  /** A GROQ expression, inside the section object, for the words site search looks in: a list of strings. */
  searchText: string
}

/** A section's content declaration, with the model of the whole object derived from its fields. */
export function defineSection<const Type extends string, Fields extends z.ZodRawShape>(
  content: SectionContent<Type, Fields>,
) {
  const model = z.object({ _key: z.string(), _type: z.literal(content.type), ...content.fields })
  return { ...content, model }
}

/** A section as the page's query reads it and its model checks it, from its declaration: content.ts's `Content`, as its view and Markdown copy get it. */
export type SectionOf<Declared extends { model: z.ZodType }> = z.output<Declared['model']>

/** What a section's component (View.tsx) gets: its content, the page's language and address, an id for its headings, and whether it opens the page. */
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

/** A section's Markdown copy (View.tsx's markdown), in the page's language. */
export type SectionMarkdown<Section> = (section: Section, locale: Locale) => string | Promise<string>
