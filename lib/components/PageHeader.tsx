import { Eyebrow } from './Eyebrow'
import { buttonRow } from './buttons'
import { container, measure } from './ui'

/** The top of an inner page: eyebrow, the page's only h1, an intro and optional actions. */
export function PageHeader({
  id,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** A page header section's id, which links may point at. */
  id?: string
  eyebrow?: string
  title: string
  intro?: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <div id={id} className="relative isolate overflow-hidden border-b border-slate-200 bg-slate-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_25rem_at_80%_0%,var(--color-brand-100),transparent),radial-gradient(35rem_20rem_at_0%_100%,var(--color-accent-50),transparent)]"
      />
      <div className={`${container} py-16 sm:py-20`}>
        <div className="mx-auto max-w-3xl text-center">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">{title}</h1>
          {intro ? (
            <p className={`mx-auto mt-6 text-lg leading-8 text-pretty text-slate-600 ${measure}`}>{intro}</p>
          ) : null}
          {children ? <div className={`mt-8 ${buttonRow} sm:justify-center`}>{children}</div> : null}
        </div>
      </div>
    </div>
  )
}
