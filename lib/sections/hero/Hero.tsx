import type { Cta } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { CtaLink } from '@/lib/components/CtaLink'
import { Icon } from '@/lib/components/Icon'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/lib/components/ui'

/**
 * The top of the home page and of a page's hero section: an eyebrow, the heading (the page's h1,
 * or an h2 further down a page), the text, the main and second buttons, a note, and beside them a
 * picture or the product carousel.
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
  locale,
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
  locale: Locale
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_10%,var(--color-brand-100),transparent),radial-gradient(40rem_25rem_at_0%_100%,var(--color-accent-50),transparent)]"
      />
      <div
        className={`${container} grid items-center gap-12 py-14 sm:py-20 ${visual ? 'lg:grid-cols-[1fr_1.1fr]' : ''} lg:gap-16 lg:py-24`}
      >
        <div className="max-w-xl">
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
              <Icon name="activity" size={16} />
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={`${id}-title`}
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {heading}
          </Heading>
          <p className="mt-6 text-lg leading-8 text-slate-600">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CtaLink cta={primary} locale={locale} className={`${buttonPrimary} ${buttonLarge}`}>
              <Icon name="arrow-right" size={18} />
            </CtaLink>
            {secondary ? (
              <CtaLink cta={secondary} locale={locale} className={`${buttonSecondary} ${buttonLarge}`} />
            ) : null}
          </div>
          {note ? <p className="mt-6 text-sm text-slate-600">{note}</p> : null}
        </div>
        {visual ? <div className="mx-auto w-full max-w-xl lg:max-w-none">{visual}</div> : null}
      </div>
    </section>
  )
}
