import type { Cta } from '@/lib/content'
import { CtaLink } from './CtaLink'
import { Eyebrow } from './Eyebrow'
import { Icon } from './Icon'
import { buttonLarge, buttonPrimary, buttonRow, buttonSecondary, container } from './ui'

/**
 * The top of the home page and of a page's hero section: an eyebrow, the heading (the page's h1,
 * or an h2 further down a page), the text, the main and second buttons, a note, and beside them a
 * picture or the product carousel. Without a picture the words are centred, their buttons in a
 * row under them: a half-empty screen looks unfinished (docs/design.md).
 */
export function Hero({
  id,
  eyebrow,
  heading,
  intro,
  primary,
  secondary,
  note,
  level = 1,
  visual,
}: {
  id: string
  eyebrow?: string
  heading: string
  intro: string
  primary: Cta
  secondary?: Cta
  note?: string
  level?: 1 | 2
  visual?: React.ReactNode
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const centred = !visual
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${
          centred
            ? 'bg-[radial-gradient(45rem_28rem_at_50%_0%,var(--color-brand-100),transparent),radial-gradient(30rem_20rem_at_90%_100%,var(--color-accent-50),transparent)]'
            : 'bg-[radial-gradient(50rem_30rem_at_85%_10%,var(--color-brand-100),transparent),radial-gradient(40rem_25rem_at_0%_100%,var(--color-accent-50),transparent)]'
        }`}
      />
      <div
        className={`${container} grid items-center gap-12 py-14 sm:py-20 ${visual ? 'lg:grid-cols-[1fr_1.1fr]' : ''} lg:gap-16 lg:py-24`}
      >
        <div className={centred ? 'mx-auto max-w-3xl text-center' : 'max-w-xl'}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading
            id={`${id}-title`}
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {heading}
          </Heading>
          <p className={`mt-6 text-lg leading-8 text-pretty text-slate-600 ${centred ? 'mx-auto max-w-2xl' : ''}`}>
            {intro}
          </p>
          <div className={`mt-8 ${buttonRow} ${centred ? 'sm:justify-center' : ''}`}>
            <CtaLink cta={primary} className={`${buttonPrimary} ${buttonLarge}`}>
              <Icon name="arrow-right" size={18} />
            </CtaLink>
            {secondary ? <CtaLink cta={secondary} className={`${buttonSecondary} ${buttonLarge}`} /> : null}
          </div>
          {note ? <p className="mt-6 text-sm text-slate-600">{note}</p> : null}
        </div>
        {visual ? <div className="mx-auto w-full max-w-xl lg:max-w-none">{visual}</div> : null}
      </div>
    </section>
  )
}
