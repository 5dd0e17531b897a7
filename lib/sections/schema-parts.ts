import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import type { ComponentType } from 'react'
import { featureIcons } from '../content/icons'
import { inLanguage } from '../content/queries'
import { asLocale } from '../i18n/locales'
import { textField } from '../../schemas/objects/page-fields'
import { altTextField, choiceField } from '../../schemas/shared/fields'

/*
 * What every section's Studio schema (sections/<name>/schema.ts) shares: the "Hide" switch, the
 * preview that says what the section is and whether it is hidden, and the list of fields without
 * which the section cannot be drawn, which the page's validation names (schemas/shared/sectionValidation.ts).
 */

/** A section as the Studio stores it, for the rules of its fields. */
export type StoredSection = { _type?: unknown; _key?: unknown; hidden?: unknown; [field: string]: unknown }

/**
 * What staff call a field the section needs; or, for one it needs only in some cases (a feature
 * grid's kind, when it shows every feature of one kind), a function that says so when it does.
 */
export type RequiredField = string | ((section: StoredSection) => string | undefined)

export type SectionSchemaOptions = {
  content: { type: string; title: string }
  icon: ComponentType
  fields: FieldDefinition[]
  /** The fields the section needs, by name, with what staff call them: the page's validation names the missing ones. */
  required: Record<string, RequiredField>
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

/** A list of items each with an icon, a title and a sentence: a section's steps, its reasons. */
export const iconItemsField = ({
  name,
  title,
  member,
  what,
}: {
  name: string
  title: string
  /** The items' object type, and what staff call one ("Reason"); the type is the dataset's `_type`. */
  member: { name: string; title?: string }
  /** What an item is, in the messages: "step". */
  what: string
}) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        ...member,
        type: 'object',
        fields: [
          choiceField({
            name: 'icon',
            title: 'Icon',
            choices: featureIcons,
            layout: 'dropdown',
            missing: 'Pick an icon.',
          }),
          textField({ name: 'title', title: 'Title', missing: `Write the ${what}’s title.` }),
          textField({ name: 'text', title: 'Text', rows: 2, missing: `Write a sentence on the ${what}.` }),
        ],
      }),
    ],
  })

/**
 * A document a section shows, chosen by reference (a FAQ item, a feature, a claim): the Studio's
 * search offers only those in the page's language. The site shows each in the page's language
 * anyway (parts.ts, chosenIds), so an item chosen before this filter still works.
 */
export const chosenDocumentMember = (type: string) =>
  defineArrayMember({
    type: 'reference',
    to: [{ type }],
    options: {
      filter: ({ document }) => ({
        filter: inLanguage,
        params: { language: asLocale(document.language) },
      }),
    },
  })
