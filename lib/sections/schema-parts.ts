import { defineField, defineType, type FieldDefinition } from 'sanity'
import type { ComponentType } from 'react'
import { altTextField } from '../../schemas/shared/fields'

/*
 * What every section's Studio schema (sections/<name>/schema.ts) shares: the "Hide" switch, the
 * preview that says what the section is and whether it is hidden, and the list of fields without
 * which the section cannot be drawn, which the page's validation names (schemas/shared/sectionValidation.ts).
 */

export type SectionSchemaOptions = {
  content: { type: string; title: string }
  icon: ComponentType
  fields: FieldDefinition[]
  /** The fields the section needs, by name, with what staff call them: the page's validation names the missing ones. */
  required: Record<string, string>
  /** The field whose text titles the section in the page's list. */
  previewField: string
}

const hiddenField = defineField({
  name: 'hidden',
  title: 'Hide this section',
  type: 'boolean',
  description: 'A hidden section stays in the page, and the site leaves it out until you show it again.',
  initialValue: false,
})

/** A section's Studio type: its fields, then "Hide this section". */
export function defineSectionSchema({ content, icon, fields, required, previewField }: SectionSchemaOptions) {
  return {
    required,
    schema: defineType({
      name: content.type,
      title: content.title,
      type: 'object',
      icon,
      fields: [...fields, hiddenField],
      preview: {
        select: { title: previewField, hidden: 'hidden' },
        prepare: ({ title, hidden }: Record<string, unknown>) => ({
          title: typeof title === 'string' && title ? title : content.title,
          subtitle: hidden ? `${content.title} · hidden` : content.title,
        }),
      },
    }),
  }
}

/** An optional picture with its alternative text. */
export const optionalImageField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'image',
    description,
    options: { hotspot: true },
    fields: [altTextField('What the picture shows, for readers who cannot see it.')],
  })
