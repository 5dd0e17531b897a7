import { PanelsTopLeft } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredSectionFields, sectionSchemas } from '../../lib/sections/schemas'
import { pageGroups, seoField } from '../objects/page-fields'
import { required, slugField } from '../shared/fields'
import { validatePageSections, validatePageSlug } from '../shared/sectionValidation'

/** The sections' object types, which the page's list holds: registered once with the schema. */
export const sectionTypes = Object.values(sectionSchemas).map(({ schema }) => schema)

/**
 * A page staff compose from sections (sections/registry.ts), at /<slug> and /es/<slug>: they add,
 * remove, reorder and hide sections, and translate the page as a whole document.
 */
export const pageType = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: PanelsTopLeft,
  groups: pageGroups,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'What staff call the page, and its share card’s headline.',
      validation: required('Write the page’s title, for example “Security and HIPAA”.'),
    }),
    slugField({
      description: 'The page’s address: security for /security (and /es/security in Spanish).',
      maxLength: 60,
      validate: validatePageSlug,
      group: 'content',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description:
        'The page from top to bottom. Drag to reorder; “Hide this section” leaves one out without deleting it.',
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      validation: (rule) =>
        rule.custom((sections, context) =>
          validatePageSections(context.document?.title, sections, requiredSectionFields),
        ),
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }: Record<string, unknown>) => ({
      title: typeof title === 'string' ? title : 'Untitled page',
      subtitle: typeof slug === 'string' ? `${language === 'es' ? '/es' : ''}/${slug}` : 'No address yet',
    }),
  },
})
