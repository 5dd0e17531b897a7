import type { Cta } from '@/lib/content'
import { CtaLink } from './CtaLink'
import {
  buttonGhostOnDark,
  buttonLarge,
  buttonOnDark,
  buttonPrimary,
  buttonRow,
  buttonSecondary,
  container,
} from './ui'

const looks = {
  dark: {
    band: 'on-dark bg-brand-900 shadow-xl',
    glow: 'bg-[radial-gradient(60rem_30rem_at_120%_-20%,rgba(20,184,166,0.35),transparent),radial-gradient(40rem_25rem_at_-10%_120%,rgba(26,122,224,0.45),transparent)]',
    heading: 'text-white',
    text: 'text-brand-100',
    primary: buttonOnDark,
    secondary: buttonGhostOnDark,
  },
  light: {
    band: 'bg-brand-50 ring-1 ring-brand-100',
    glow: 'bg-[radial-gradient(50rem_25rem_at_110%_-10%,var(--color-accent-100),transparent)]',
    heading: 'text-brand-950',
    text: 'text-slate-700',
    primary: buttonPrimary,
    secondary: buttonSecondary,
  },
} as const

/** A call-to-action band, dark or light: a heading, a line of copy, a main action and a second one. */
export function CtaBand({
  id,
  heading,
  text,
  tone = 'dark',
  primary,
  secondary,
}: {
  id: string
  heading: string
  text: string
  tone?: keyof typeof looks
  primary: Cta
  secondary: Cta
}) {
  const look = looks[tone]
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className={`relative isolate overflow-hidden rounded-3xl px-6 py-16 text-center sm:px-16 ${look.band}`}>
          <div aria-hidden="true" className={`absolute inset-0 -z-10 ${look.glow}`} />
          <h2
            id={`${id}-title`}
            className={`mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl ${look.heading}`}
          >
            {heading}
          </h2>
          <p className={`mx-auto mt-4 max-w-xl text-lg leading-8 ${look.text}`}>{text}</p>
          <div className={`mt-8 ${buttonRow} sm:justify-center`}>
            <CtaLink cta={primary} className={`${look.primary} ${buttonLarge}`} />
            <CtaLink cta={secondary} className={`${look.secondary} ${buttonLarge}`} />
          </div>
        </div>
      </div>
    </section>
  )
}
