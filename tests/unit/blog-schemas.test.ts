import { describe, expect, it } from 'vitest'
import {
  lengthWarning,
  validateExternalHref,
  validateImageAlt,
  validateInternalLink,
  validatePostSlug,
  validateSearchTitle,
} from '../../schemas/shared/blogValidation'
import { formatPublishedAt, postType } from '../../schemas/documents/post'

/* The blog's Studio rules, in the plain words staff read. */

describe('the blog’s Studio rules', () => {
  it('asks for alt text that describes the image', () => {
    expect(validateImageAlt('A nurse at the bedside')).toBe(true)
    expect(validateImageAlt(undefined)).toMatch(/^Describe the image for readers who cannot see it/)
    expect(validateImageAlt('image')).toBe('Say what the image shows, not that it is an image or its file name.')
    expect(validateImageAlt('cover-final.jpg')).toBe(
      'Say what the image shows, not that it is an image or its file name.',
    )
  })

  it('takes full addresses for external links and sends site paths to internal links', () => {
    expect(validateExternalHref('https://www.hhs.gov/hipaa')).toBe(true)
    expect(validateExternalHref('mailto:hello@medicore.example')).toBe(true)
    expect(validateExternalHref('/pricing')).toMatch(/use “Link to a page of this site” instead/)
    expect(validateExternalHref('www.hhs.gov')).toMatch(/^Enter a full address starting with https:\/\//)
  })

  it('wants an internal link to lead to exactly one page', () => {
    expect(validateInternalLink({ reference: { _ref: 'post-1' } })).toBe(true)
    expect(validateInternalLink({ page: '/pricing' })).toBe(true)
    expect(validateInternalLink({})).toBe('Pick the page this link leads to.')
    expect(validateInternalLink({ reference: { _ref: 'post-1' }, page: '/pricing' })).toMatch(/not both/)
  })

  it('keeps article addresses clean and clear of the blog’s own routes', () => {
    expect(validatePostSlug({ current: 'hipaa-basics' })).toBe(true)
    expect(validatePostSlug(undefined)).toBe('Generate the address from the title, or type one.')
    expect(validatePostSlug({ current: 'HIPAA Basics' })).toMatch(/^Use lowercase letters, digits and single dashes/)
    expect(validatePostSlug({ current: 'page' })).toBe(
      '“page” is taken by the blog’s own pages: add a word, for example “page-guide”.',
    )
  })

  it('warns when search engines would cut a title or description short', () => {
    expect(validateSearchTitle(undefined, 'A short headline')).toBe(true)
    expect(validateSearchTitle(undefined, 'x'.repeat(61))).toMatch(/write a shorter search title here/)
    expect(validateSearchTitle('x'.repeat(61), 'Short')).toMatch(/this one has 61/)
    expect(lengthWarning(160, 'description')('x'.repeat(160))).toBe(true)
  })

  it('lists articles newest first, with their date and category under the title', () => {
    expect(postType.orderings?.[0]).toMatchObject({ by: [{ field: 'publishedAt', direction: 'desc' }] })
    const prepare = (postType.preview as { prepare: (value: Record<string, unknown>) => { subtitle?: string } }).prepare
    expect(prepare({ title: 'T', publishedAt: '2026-11-18T09:00:00Z', category: 'Compliance' }).subtitle).toBe(
      'Nov 18, 2026 · Compliance',
    )
    expect(formatPublishedAt(undefined)).toBe('No publish date')
  })
})
