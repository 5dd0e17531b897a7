'use client'

import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react'
import type { SiteText } from '@/lib/i18n/site-text'
import { fill } from '@/lib/i18n/text'

/** How long each slide shows before the next one: 10 seconds. */
export const CAROUSEL_INTERVAL_MS = 10_000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches

export type CarouselSlide = {
  /** Short name for the slide picker button: "Patient queue". */
  title: string
  /**
   * The slide's content, rendered on the server (image and caption). Images in slides that are
   * not showing stay unloaded (display: none) until the page has loaded, so that they do not
   * compete with the first slide's image; give them a box of their own size so nothing moves.
   */
  content: ReactNode
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

const controlButton =
  'inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white aria-disabled:hover:text-slate-400'

function subscribePageLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/** Whether the window's load event has fired: false on the server and while the page loads. */
const usePageLoaded = () =>
  useSyncExternalStore(
    subscribePageLoad,
    () => document.readyState === 'complete',
    () => false,
  )

/**
 * Auto-advancing carousel after the WAI-ARIA APG carousel pattern. It advances every
 * CAROUSEL_INTERVAL_MS and never wraps: on the last slide it stops. It does not rotate
 * under prefers-reduced-motion, while keyboard focus is inside it (unless the visitor
 * pressed play), or once the visitor pressed pause. Without JavaScript (`noscript:`, CSS's
 * `scripting: none`) its controls could do nothing: they are hidden, and the slides are a row
 * the visitor scrolls through, each in view.
 */
export function Carousel({
  label,
  slides,
  text,
}: {
  label: string
  slides: CarouselSlide[]
  /** Its controls' words, in the page's language (lib/i18n/site-text.ts). */
  text: SiteText['carousel']
}) {
  const slidesId = useId()
  const last = slides.length - 1
  const [index, setIndex] = useState(0)
  /** The visitor's choice: null until they press pause or play. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [focusWithin, setFocusWithin] = useState(false)
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const pageLoaded = usePageLoaded()

  const playing = index < last && (playChoice ?? !reducedMotion)
  const rotating = playing && (playChoice === true || !focusWithin)

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => {
      const next = index + 1
      setIndex(next)
      if (next === last) setPlayChoice(false)
    }, CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [rotating, index, last])

  const goTo = (target: number) => setIndex(Math.max(0, Math.min(last, target)))

  const togglePlay = () => {
    if (playing) return setPlayChoice(false)
    // Play on the last slide starts the show again from the first: the visitor asked for it.
    if (index === last) setIndex(0)
    setPlayChoice(true)
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }

  return (
    <section
      aria-roledescription={text.carousel}
      aria-label={label}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
      className="relative"
    >
      <div
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        className="grid noscript:snap-x noscript:snap-mandatory noscript:auto-cols-[100%] noscript:grid-flow-col noscript:gap-4 noscript:overflow-x-auto"
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription={text.slide}
            aria-label={fill(text.slideNumber, { number: slideIndex + 1, count: slides.length })}
            inert={slideIndex !== index}
            // No fade: a half-transparent slide would fail contrast checks while it fades in.
            className={`[grid-area:1/1] noscript:snap-start noscript:[grid-area:auto] ${slideIndex === index ? '' : `opacity-0 noscript:opacity-100 ${pageLoaded ? '' : '[&_img]:hidden noscript:[&_img]:block'}`}`}
          >
            {slide.content}
          </div>
        ))}
      </div>

      <div className="mt-4 flex items-center gap-3 noscript:hidden">
        <button type="button" onClick={togglePlay} className={controlButton}>
          {playing ? (
            <svg {...iconProps} fill="currentColor" stroke="none">
              <rect x="6" y="5" width="4" height="14" rx="1" />
              <rect x="14" y="5" width="4" height="14" rx="1" />
            </svg>
          ) : (
            <svg {...iconProps} fill="currentColor" stroke="none">
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
          )}
          <span className="sr-only">{playing ? text.stop : text.start}</span>
        </button>

        <div className="ml-auto flex items-center gap-1">
          <StepButton
            label={text.previous}
            arrow="m15 18-6-6 6-6"
            controls={slidesId}
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          />

          <div className="flex items-center">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.title}
                type="button"
                aria-controls={slidesId}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => goTo(slideIndex)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    slideIndex === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-500 group-hover:bg-slate-700'
                  }`}
                />
                <span className="sr-only">
                  {fill(text.show, { number: slideIndex + 1, count: slides.length, title: slide.title })}
                </span>
              </button>
            ))}
          </div>

          <StepButton
            label={text.next}
            arrow="m9 18 6-6-6-6"
            controls={slidesId}
            disabled={index === last}
            onClick={() => goTo(index + 1)}
          />
        </div>
      </div>
    </section>
  )
}

/** The previous or next slide button: an arrow (an SVG path) and its name for screen readers. */
function StepButton({
  label,
  arrow,
  controls,
  disabled,
  onClick,
}: {
  label: string
  arrow: string
  controls: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button type="button" aria-controls={controls} aria-disabled={disabled} onClick={onClick} className={controlButton}>
      <svg {...iconProps}>
        <path d={arrow} />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  )
}
