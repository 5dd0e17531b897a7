import { CtaLink } from '@/lib/components/CtaLink'
import {
  buttonGhostOnDark,
  buttonLarge,
  buttonOnDark,
  buttonPrimary,
  buttonRow,
  buttonSecondary,
} from '@/lib/components/buttons'
import { container } from '@/lib/components/ui'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

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
export function View({ section, locale, id }: SectionProps<Content>) {
  const look = looks[section.tone]
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className={`relative isolate overflow-hidden rounded-3xl px-6 py-16 text-center sm:px-16 ${look.band}`}>
          <div aria-hidden="true" className={`absolute inset-0 -z-10 ${look.glow}`} />
          <h2
            id={`${id}-title`}
            className={`mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl ${look.heading}`}
          >
            {section.heading}
          </h2>
          <p className={`mx-auto mt-4 max-w-xl text-lg leading-8 ${look.text}`}>{section.text}</p>
          <div className={`mt-8 ${buttonRow} sm:justify-center`}>
            <CtaLink cta={section.primary} locale={locale} className={`${look.primary} ${buttonLarge}`} />
            <CtaLink cta={section.secondary} locale={locale} className={`${look.secondary} ${buttonLarge}`} />
          </div>
        </div>
      </div>
    </section>
  )
}

/** The heading, the sentence and the two buttons as links. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    `## ${inline(section.heading)}`,
    inline(section.text),
    `${ctaMarkdown(section.primary, locale)} · ${ctaMarkdown(section.secondary, locale)}`,
  )
