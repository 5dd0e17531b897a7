import { describe, expect, it } from 'vitest'
import type { ArticleBody } from '@/lib/content'
import { portableTextMarkdown } from '@/lib/markdown/portable-text'
import { block, span as spanOf } from '../support/portable-text'

/* The site's Portable Text as the Markdown copies of its pages give it to AI agents. */

/** A span keyed by its first characters. */
const span = (text: string, marks: string[] = []) => spanOf(text.slice(0, 8), text, marks)

describe('Portable Text as Markdown', () => {
  it('keeps headings, paragraphs, bold and italic', () => {
    const body = [
      block('h', [span('Before you sign')], { style: 'h2' }),
      block('sub', [span('Questions to ask')], { style: 'h3' }),
      block('p', [span('Ask for the '), span('BAA', ['strong']), span(' in '), span('writing', ['em']), span('.')]),
    ] as unknown as ArticleBody
    expect(portableTextMarkdown(body)).toBe(
      '## Before you sign\n\n### Questions to ask\n\nAsk for the **BAA** in _writing_.',
    )
  })

  it('writes bulleted and numbered lists', () => {
    const body = [
      block('b1', [span('Patients')], { listItem: 'bullet', level: 1 }),
      block('b2', [span('Staff')], { listItem: 'bullet', level: 1 }),
      block('n1', [span('Plan')], { listItem: 'number', level: 1 }),
      block('n2', [span('Train')], { listItem: 'number', level: 1 }),
    ] as unknown as ArticleBody
    const markdown = portableTextMarkdown(body)
    expect(markdown).toContain('- Patients\n- Staff')
    expect(markdown).toContain('1. Plan\n2. Train')
  })

  it('makes every link absolute: external ones as they are, a document or a page of the site on its address', () => {
    const body = [
      {
        ...block('l', [
          span('HHS', ['ext']),
          span(', '),
          span('the rollout plan', ['post']),
          span(' and '),
          span('pricing', ['page']),
        ]),
        markDefs: [
          { _type: 'link', _key: 'ext', href: 'https://www.hhs.gov/hipaa/' },
          {
            _type: 'internalLink',
            _key: 'post',
            target: { _type: 'post', slug: 'switching-systems-90-day-rollout-plan' },
          },
          { _type: 'internalLink', _key: 'page', page: '/pricing' },
        ],
      },
    ] as unknown as ArticleBody
    expect(portableTextMarkdown(body)).toBe(
      '[HHS](https://www.hhs.gov/hipaa/), [the rollout plan](http://localhost:3000/blog/switching-systems-90-day-rollout-plan) and [pricing](http://localhost:3000/pricing)',
    )
  })

  it('gives images their alt text and caption, quotes their attribution, callouts their kind', () => {
    const body = [
      {
        _type: 'image',
        _key: 'i',
        alt: 'A ward dashboard',
        caption: 'The ward at 9 a.m.',
        asset: { _id: 'image-a', url: '/media/a.png', width: 1200, height: 800 },
      },
      { _type: 'quote', _key: 'q', text: 'We stopped chasing paper.', attribution: 'A clinic manager' },
      { _type: 'callout', _key: 'c', tone: 'warning', title: 'Mind the BAA', text: 'Sign it before go-live.' },
    ] as unknown as ArticleBody
    const markdown = portableTextMarkdown(body)
    expect(markdown).toContain('![A ward dashboard](http://localhost:3000/media/a.png)\n\n_The ward at 9 a.m._')
    expect(markdown).toContain('> We stopped chasing paper.\n>\n> — A clinic manager')
    expect(markdown).toContain('> [!WARNING]\n> **Mind the BAA**\n>\n> Sign it before go-live.')
  })
})
