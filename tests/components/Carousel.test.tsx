// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_INTERVAL_MS, Carousel } from '@/lib/sections/hero/Carousel'
import { siteText } from '@/lib/i18n/site-text'

const slides = [
  { title: 'Patient queue', content: <p>Queue screen</p> },
  { title: 'Lab turnaround', content: <p>Lab screen</p> },
  { title: 'Pharmacy stock', content: <p>Pharmacy screen</p> },
]

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

function renderCarousel() {
  const result = render(
    <>
      <Carousel label="MediCore product screens" slides={slides} text={siteText('en').carousel} />
      <button type="button">Outside</button>
    </>,
  )
  const slideGroups = () => [...result.container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
  /** The one slide that is not inert, as "n of 3". */
  const current = () => {
    const visible = slideGroups().filter((slide) => !slide.hasAttribute('inert'))
    expect(visible).toHaveLength(1)
    return visible[0]!.getAttribute('aria-label')
  }
  const live = () => result.container.querySelector('[aria-live]')!.getAttribute('aria-live')
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  const focusOutside = () => act(() => screen.getByRole('button', { name: 'Outside' }).focus())
  return { ...result, slideGroups, current, live, advance, focusOutside }
}

beforeEach(() => {
  vi.useFakeTimers()
  mockReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Carousel', () => {
  it('uses the specification’s 10 000 ms interval', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000)
  })

  it('follows the APG carousel structure', () => {
    const { container, slideGroups } = renderCarousel()
    const region = screen.getByRole('region', { name: 'MediCore product screens' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(slideGroups().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    for (const slide of slideGroups()) {
      expect(slide.getAttribute('role')).toBe('group')
      expect(slide.getAttribute('aria-roledescription')).toBe('slide')
    }
    // Hidden slides are inert; the rotation control is the first control in the carousel.
    expect(slideGroups().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
    expect(container.querySelector('section button')).toBe(
      screen.getByRole('button', { name: 'Stop automatic slide show' }),
    )
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3: Lab turnaround' })).toBeTruthy()
  })

  it('puts the pause button first in the tab order', async () => {
    vi.useRealTimers()
    renderCarousel()
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop automatic slide show' }))
  })

  it('advances every 10 s and stops on the last slide without wrapping', () => {
    const { current, live, advance } = renderCarousel()
    expect(current()).toBe('1 of 3')
    expect(live()).toBe('off')

    advance(CAROUSEL_INTERVAL_MS - 1)
    expect(current()).toBe('1 of 3')
    advance(1)
    expect(current()).toBe('2 of 3')
    advance(CAROUSEL_INTERVAL_MS)
    expect(current()).toBe('3 of 3')

    advance(CAROUSEL_INTERVAL_MS * 5)
    expect(current()).toBe('3 of 3')
    // Rotation has ended: the control offers to start it, and changes are announced again.
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
    expect(live()).toBe('polite')
  })

  it('stops when the pause button is pressed, and starts again with play', () => {
    const { current, live, advance, focusOutside } = renderCarousel()
    advance(CAROUSEL_INTERVAL_MS)
    expect(current()).toBe('2 of 3')

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }))
    // Move focus away, so that only the button (not focus inside the carousel) holds it still.
    focusOutside()
    expect(live()).toBe('polite')
    advance(CAROUSEL_INTERVAL_MS * 3)
    expect(current()).toBe('2 of 3')

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }))
    expect(live()).toBe('off')
    advance(CAROUSEL_INTERVAL_MS)
    expect(current()).toBe('3 of 3')
  })

  it('holds still while keyboard focus is inside it, and resumes when focus leaves', () => {
    const { current, advance, focusOutside } = renderCarousel()
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    advance(CAROUSEL_INTERVAL_MS * 2)
    expect(current()).toBe('1 of 3')

    focusOutside()
    advance(CAROUSEL_INTERVAL_MS)
    expect(current()).toBe('2 of 3')
  })

  it('does not move under prefers-reduced-motion', () => {
    mockReducedMotion(true)
    const { current, live, advance } = renderCarousel()
    advance(CAROUSEL_INTERVAL_MS * 5)
    expect(current()).toBe('1 of 3')
    expect(live()).toBe('polite')
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy()
  })

  it('steps with previous and next, disabled at the ends, without wrapping', () => {
    const { current } = renderCarousel()
    const previous = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')

    fireEvent.click(previous)
    expect(current()).toBe('1 of 3')
    fireEvent.click(next)
    fireEvent.click(next)
    expect(current()).toBe('3 of 3')
    expect(next.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(next)
    expect(current()).toBe('3 of 3')

    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1 of 3: Patient queue' }))
    expect(current()).toBe('1 of 3')
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3: Patient queue' }).getAttribute('aria-current')).toBe(
      'true',
    )
  })
})

describe('Carousel in Spanish', () => {
  it('names its parts and controls in the words it is given', () => {
    const { container } = render(
      <Carousel label="Pantallas del producto" slides={slides} text={siteText('es').carousel} />,
    )
    expect(screen.getByRole('region', { name: 'Pantallas del producto' }).getAttribute('aria-roledescription')).toBe(
      'carrusel',
    )
    const slideGroups = [...container.querySelectorAll('[role="group"]')]
    expect(slideGroups.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual([
      'diapositiva',
      'diapositiva',
      'diapositiva',
    ])
    expect(slideGroups.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3'])
    for (const name of [
      'Detener la presentación automática',
      'Diapositiva anterior',
      'Diapositiva siguiente',
      'Mostrar la diapositiva 2 de 3: Lab turnaround',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
    expect(container.textContent).not.toMatch(/slide|Previous|Next| of /)
  })
})
