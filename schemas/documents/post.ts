import { Newspaper } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { lengthWarning, validatePostSlug, validateSearchTitle } from '../shared/blogValidation'
import { addressOf } from '../../lib/routes'
import { imageWithAltField, required, requiredUpTo, slugField } from '../shared/fields'
import { articleBody } from '../objects/richText'

const publishedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** "Nov 21, 2026", or a reminder when the date is missing. */
export function formatPublishedAt(value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? publishedDate.format(date) : 'No publish date'
}

export const postType = defineType({
  name: 'post',
  title: 'Article',
  type: 'document',
  icon: Newspaper,
  groups: [
    { name: 'content', title: 'Article', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'The headline, as readers see it on the blog and in search results.',
      validation: requiredUpTo(110, {
        missing: 'Write the article’s headline.',
        tooLong: 'Keep the headline under 110 characters, so it fits on the cards and in feeds.',
      }),
    }),
    slugField({
      description: `The article’s page is ${addressOf('post', { slug: '<address>' })}. Generate it from the title; avoid changing it once published.`,
      maxLength: 80,
      validate: validatePostSlug,
      group: 'content',
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'Two sentences that make a busy reader click: shown on the blog, in the feed and in search results.',
      validation: requiredUpTo(300, {
        missing: 'Write a short excerpt: what the reader will learn, in a sentence or two.',
        tooLong: 'Keep the excerpt under 300 characters: it is a teaser, not a summary.',
      }),
    }),
    imageWithAltField({
      name: 'coverImage',
      title: 'Cover image',
      group: 'content',
      description: 'Shown at the top of the article and on its card. Set the hotspot on what must never be cropped.',
      altDescription: 'What the image shows, for readers who cannot see it.',
      missing: 'Add a cover image: every article shows one on its card.',
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      group: 'content',
      to: [{ type: 'author' }],
      validation: required('Pick the author; add them under Authors first if needed.'),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'content',
      to: [{ type: 'category' }],
      validation: required('Pick the category the article belongs to.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'datetime',
      group: 'content',
      description: 'Articles are listed newest first by this date.',
      initialValue: () => new Date().toISOString(),
      validation: required('Set the date the article is published on.'),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'array',
      group: 'content',
      description: 'Use Heading for each section: the table of contents is built from them.',
      of: articleBody,
      validation: (rule) => rule.required().min(1).error('Write the article.'),
    }),
    defineField({
      name: 'seoTitle',
      title: 'Search title (optional)',
      type: 'string',
      group: 'seo',
      description: 'Replaces the headline in search results and share cards. About 60 characters.',
      validation: (rule) =>
        rule.custom((seoTitle, context) => validateSearchTitle(seoTitle, context.document?.title)).warning(),
    }),
    defineField({
      name: 'seoDescription',
      title: 'Search description (optional)',
      type: 'text',
      rows: 3,
      group: 'seo',
      description: 'Replaces the excerpt in search results. About 160 characters.',
      validation: (rule) => rule.custom(lengthWarning(160, 'description')).warning(),
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    { title: 'Oldest first', name: 'publishedAtAsc', by: [{ field: 'publishedAt', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', category: 'category.title', media: 'coverImage' },
    prepare: ({ title, publishedAt, category, media }) => ({
      title: title || 'Untitled article',
      subtitle: [formatPublishedAt(publishedAt), category].filter(Boolean).join(' · '),
      media,
    }),
  },
})
