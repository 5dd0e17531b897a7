import { buttonGhostOnDark, buttonLarge, buttonOnDark, container } from './ui'

type Action = { href: string; label: string }

/** A dark call-to-action band: a heading, a line of copy, a main action and a second one. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string
  title: string
  text: string
  primary: Action
  secondary: Action
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={container}>
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-16 text-center shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_120%_-20%,rgba(20,184,166,0.35),transparent),radial-gradient(40rem_25rem_at_-10%_120%,rgba(26,122,224,0.45),transparent)]"
          />
          <h2 id={`${id}-title`} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">{text}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
            <a href={primary.href} className={`${buttonOnDark} ${buttonLarge}`}>
              {primary.label}
            </a>
            <a href={secondary.href} className={`${buttonGhostOnDark} ${buttonLarge}`}>
              {secondary.label}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
