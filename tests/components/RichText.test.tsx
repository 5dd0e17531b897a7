// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/lib/components/RichText'
import type { ArticleBody, SanityImage } from '@/lib/content'
import { headingsOf } from '@/lib/content/rich-text'
import { block, span } from '../support/portable-text'

/* Every kind of block an article's body holds, rendered as the article page renders it. */

const bundledImage: SanityImage = {
  alt: 'A chart of waiting times falling',
  hotspot: { x: 0.9, y: 0.1, width: 0.3, height: 0.3 },
  asset: { _id: 'image-abc-1600x900-webp', url: '/media/abc-1600x900.webp', width: 1600, height: 900 },
}

const body = [
  block('h', [span('h1', 'Register patients before they arrive')], { style: 'h2' }),
  block('s', [span('s1', 'Keep the form short')], { style: 'h3' }),
  block('p', [
    span('p1', 'Read the '),
    span('p2', 'HHS summary', ['ext']),
    span('p3', ', our '),
    span('p4', 'HIPAA guide', ['int']),
    span('p5', ', the '),
    span('p6', 'pricing', ['page']),
    span('p7', ' and a '),
    span('p8', 'bold', ['strong']),
    span('p9', ' word.'),
  ]),
  block('b1', [span('b1s', 'First bullet')], { listItem: 'bullet', level: 1 }),
  block('b2', [span('b2s', 'Second bullet')], { listItem: 'bullet', level: 1 }),
  block('n1', [span('n1s', 'First step')], { listItem: 'number', level: 1 }),
  { _type: 'image', _key: 'img', caption: 'Waiting times after the change.', ...bundledImage },
  { _type: 'quote', _key: 'q', text: 'Our average wait dropped by eighteen minutes.', attribution: 'Practice manager' },
  {
    _type: 'callout',
    _key: 'c',
    tone: 'warning',
    title: 'Avoid a big-bang weekend',
    text: 'Switch one department at a time.',
  },
]
// Marks, as the query projects them.
Object.assign(body[2]!, {
  markDefs: [
    { _type: 'link', _key: 'ext', href: 'https://www.hhs.gov/hipaa' },
    { _type: 'internalLink', _key: 'int', target: { _type: 'post', slug: 'hipaa-basics' } },
    { _type: 'internalLink', _key: 'page', page: '/pricing' },
  ],
})
const article = body as unknown as ArticleBody

function renderArticle() {
  return render(<RichText value={article} locale="en" headings={headingsOf(article)} />)
}

describe('RichText', () => {
  it('renders section headings with the anchors the table of contents links to, and subheadings', () => {
    renderArticle()
    expect(screen.getByRole('heading', { level: 2, name: 'Register patients before they arrive' })).toHaveProperty(
      'id',
      'register-patients-before-they-arrive',
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Keep the form short' }).id).toBe('')
  })

  it('renders external links for a new context, internal links as the site’s own paths, and bold text', () => {
    renderArticle()
    const external = screen.getByRole('link', { name: 'HHS summary' })
    expect(external.getAttribute('href')).toBe('https://www.hhs.gov/hipaa')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'HIPAA guide' }).getAttribute('href')).toBe('/blog/hipaa-basics')
    expect(screen.getByRole('link', { name: 'pricing' }).getAttribute('href')).toBe('/pricing')
    expect(screen.getByText('bold').tagName).toBe('STRONG')
  })

  it('groups list items into bulleted and numbered lists', () => {
    renderArticle()
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets!.tagName).toBe('UL')
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First bullet', 'Second bullet'])
    expect(numbers!.tagName).toBe('OL')
    expect(within(numbers!).getByRole('listitem').textContent).toBe('First step')
  })

  it('renders an image with its alt text, caption, optimized sizes and the hotspot kept in view', () => {
    renderArticle()
    const image = screen.getByRole('img', { name: 'A chart of waiting times falling' })
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fmedia%2Fabc-1600x900.webp&w=')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.className).toContain('object-right-top')
    expect(image.getAttribute('style')).toBeNull()
    expect(image.closest('figure')!.querySelector('figcaption')!.textContent).toBe('Waiting times after the change.')
  })

  it('renders a quote with its attribution, and a callout as a note with its kind and title', () => {
    renderArticle()
    const quote = screen.getByText('“Our average wait dropped by eighteen minutes.”')
    expect(quote.closest('blockquote')).not.toBeNull()
    expect(quote.closest('figure')!.textContent).toContain('— Practice manager')
    const note = screen.getByRole('note')
    expect(note.textContent).toBe('Warning: Avoid a big-bang weekendSwitch one department at a time.')
  })

  it('labels each kind of callout in the page’s language', () => {
    const callouts = (['tip', 'note', 'warning'] as const).map((tone) => ({
      _type: 'callout',
      _key: tone,
      tone,
      text: '…',
    }))
    render(<RichText value={callouts as unknown as ArticleBody} locale="es" />)
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['Consejo…', 'Nota…', 'Advertencia…'])
  })

  it('leaves a link to an unpublished page as plain text', () => {
    const unpublished = [
      { ...block('u', [span('u1', 'a draft article', ['gone'])]), markDefs: [{ _type: 'internalLink', _key: 'gone' }] },
    ] as unknown as ArticleBody
    render(<RichText value={unpublished} locale="en" />)
    expect(screen.getByText('a draft article').closest('a')).toBeNull()
  })
})
