// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from '@/lib/components/JsonLd'
import { blogPostingJsonLd, faqPageJsonLd } from '@/lib/seo'
import { block, span } from '../support/portable-text'

/*
 * The JSON-LD script as the server writes it, read back by an HTML parser as a browser would:
 * content an editor typed cannot end the script early and inject markup of its own.
 */

const attack = '</script><script>alert("xss")</script><!--'

/** The server's HTML for the JSON-LD of `data`, parsed: its scripts, and how many elements the markup made. */
function parsed(data: Record<string, unknown>) {
  const html = renderToStaticMarkup(<JsonLd data={data} />)
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
  return { scripts: [...document.querySelectorAll('script')], elements: document.body.children.length }
}

describe('JSON-LD', () => {
  it('keeps an FAQ whose question and answer contain </script> inside its one script, unchanged', () => {
    const data = faqPageJsonLd(
      [{ question: `Is ${attack} safe?`, answer: [block('a', [span('s', `Yes: ${attack}`)])] }],
      '/',
      'en',
    )
    const { scripts, elements } = parsed(data)
    expect(elements).toBe(1)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.type).toBe('application/ld+json')
    // The parser's text of the script is the whole JSON, and it reads back as the data given.
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data)
    expect(JSON.parse(scripts[0]!.textContent!).mainEntity[0].name).toBe(`Is ${attack} safe?`)
  })

  it('keeps an article whose title contains </script> inside its one script', () => {
    const data = blogPostingJsonLd(
      {
        title: `Closing tags ${attack}`,
        excerpt: 'An excerpt with <b>markup</b>',
        publishedAt: '2026-11-01T09:00:00Z',
        slug: 'closing-tags',
        coverImage: { asset: { url: '/media/cover.jpg' } },
        author: { name: 'Ada </SCRIPT >', role: 'Editor' },
        category: { title: 'Security' },
      } as Parameters<typeof blogPostingJsonLd>[0],
      '/blog/closing-tags',
      100,
      'en',
    )
    const { scripts, elements } = parsed(data)
    expect(elements).toBe(1)
    expect(scripts).toHaveLength(1)
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data)
  })
})
