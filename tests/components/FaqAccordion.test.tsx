// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FAQ_GROUP_NAME, FaqAccordion } from '@/lib/sections/faq/FaqAccordion'
import type { Faq } from '@/lib/content'

const block = (key: string, text: string, link?: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: link ? [{ _type: 'link', _key: `${key}-link`, href: link }] : [],
  children: [{ _type: 'span', _key: `${key}-span`, text, marks: link ? [`${key}-link`] : [] }],
})

const faqs: Faq[] = [
  {
    _id: 'faq-1',
    _type: 'faq',
    question: 'Is there a free trial?',
    answer: [block('a', 'Yes, every paid plan starts with one.')],
  },
  {
    _id: 'faq-2',
    _type: 'faq',
    question: 'Is MediCore HIPAA compliant?',
    answer: [block('b', 'See our pricing', '/pricing')],
  },
  {
    _id: 'faq-3',
    _type: 'faq',
    question: 'Can we import records?',
    answer: [block('c', 'Yes.'), block('d', 'Our team checks the import with you.')],
  },
]

const items = (container: HTMLElement) => [...container.querySelectorAll('details')]

describe('FaqAccordion', () => {
  it('renders each question as a closed native disclosure', () => {
    const { container } = render(<FaqAccordion faqs={faqs} />)
    expect(items(container)).toHaveLength(3)
    expect(items(container).map((item) => item.open)).toEqual([false, false, false])
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(
      faqs.map((faq) => faq.question),
    )
    expect(container.querySelector('script')).toBeNull()
  })

  /*
   * "Only one item open at a time" comes from the browser: <details> elements that share
   * a name form an exclusive accordion. jsdom 31 does not implement that exclusivity (it
   * leaves the first item open when another opens), so this test checks what makes it
   * work, that every item shares one name, and the browser end-to-end test checks the
   * behaviour itself in Chromium.
   */
  it('groups every item under one name, so the browser keeps only one open', () => {
    const { container } = render(<FaqAccordion faqs={faqs} />)
    expect(FAQ_GROUP_NAME).toBe('faq')
    expect(items(container).map((item) => item.getAttribute('name'))).toEqual(['faq', 'faq', 'faq'])
  })

  it('opens an item from its summary and shows the Portable Text answer', async () => {
    const user = userEvent.setup()
    const { container } = render(<FaqAccordion faqs={faqs} />)
    await user.click(screen.getByText('Can we import records?'))
    expect(items(container)[2]!.open).toBe(true)
    const paragraphs = [...items(container)[2]!.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toEqual(['Yes.', 'Our team checks the import with you.'])
  })

  it('renders links in answers as real links', () => {
    render(<FaqAccordion faqs={faqs} />)
    const link = screen.getByText('See our pricing').closest('a')
    expect(link?.getAttribute('href')).toBe('/pricing')
  })
})
