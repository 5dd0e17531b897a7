import type { Cta } from '@/lib/content'
import { CtaLink } from './CtaLink'
import { buttonGhostOnDark, buttonLarge, buttonOnDark, buttonRow, container } from './ui'

/** A dark call-to-action band: a heading, a line of copy, a main action and a second one. */
export function CtaBand({
  id,
  heading,
  text,
  primary,
  secondary,
}: {
  id: string
  heading: string
  text: string
  primary: Cta
  secondary: Cta
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-16 text-center shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_120%_-20%,rgba(20,184,166,0.35),transparent),radial-gradient(40rem_25rem_at_-10%_120%,rgba(26,122,224,0.45),transparent)]"
          />
          <h2 id={`${id}-title`} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">{text}</p>
          <div className={`mt-8 ${buttonRow} sm:justify-center`}>
            <CtaLink cta={primary} className={`${buttonOnDark} ${buttonLarge}`} />
            <CtaLink cta={secondary} className={`${buttonGhostOnDark} ${buttonLarge}`} />
          </div>
        </div>
      </div>
    </section>
  )
}
