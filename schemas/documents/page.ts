import { PanelsTopLeft } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { asLocale, localizedPath } from '../../lib/i18n/locales'
import { fixedPageNames, fixedPageOptions, type FixedPageName } from '../../lib/pages/fixed-pages'
import { routes } from '../../lib/routes'
import type { RequiredField } from '../../lib/sections/schema-parts'
import { sectionSchemas } from '../../lib/sections/schemas.gen'
import { pageGroups, seoField } from '../objects/page-fields'
import { required, slugField } from '../shared/fields'
import { validateContactPageForm, validatePageSections, validatePageSlug } from '../shared/sectionValidation'

/** The sections' object types, which the page's list holds, by what staff call them: registered once with the schema. */
export const sectionTypes = Object.values(sectionSchemas)
  .map(({ schema }) => schema)
  .sort((a, b) => a.title.localeCompare(b.title, 'en'))

/** The fields each section type needs, by name, with what staff call them. */
export const requiredSectionFields: Record<string, Record<string, RequiredField>> = Object.fromEntries(
  Object.entries(sectionSchemas).map(([type, { required }]) => [type, required]),
)

/**
 * A page staff compose from sections (lib/sections/, docs/sections.md), at /<slug> and /es/<slug>: they add,
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
    defineField({
      name: 'fixedPage',
      title: 'Fixed page',
      type: 'string',
      group: 'content',
      description: 'One of the site’s fixed pages, at its own address: its sections are yours to change.',
      options: { list: fixedPageOptions },
      readOnly: true,
      hidden: ({ document }) => !document?.fixedPage,
    }),
    // A fixed page's address is its route's (home is /): it has no slug.
    slugField({
      description: 'The page’s address: security for /security (and /es/security in Spanish).',
      maxLength: 60,
      validate: (slug, context) => (context.document?.fixedPage ? true : validatePageSlug(slug)),
      group: 'content',
      hidden: ({ document }) => Boolean(document?.fixedPage),
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
        rule.custom((sections, context) => {
          const problems = validatePageSections(context.document?.title, sections, requiredSectionFields)
          return problems === true ? validateContactPageForm(context.document?.fixedPage, sections) : problems
        }),
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', fixedPage: 'fixedPage', language: 'language' },
    prepare: ({ title, slug, fixedPage, language }: Record<string, unknown>) => {
      const path = fixedPageNames.includes(fixedPage as FixedPageName)
        ? routes[fixedPage as FixedPageName].path
        : typeof slug === 'string'
          ? `/${slug}`
          : undefined
      return {
        title: typeof title === 'string' ? title : 'Untitled page',
        subtitle: path ? localizedPath(path, asLocale(language)) : 'No address yet',
      }
    },
  },
})
