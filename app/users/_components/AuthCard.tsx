import type { ReactNode } from 'react'

/** A card's heading, its intro and, under the form, the links to the other screens. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
      {footer ? (
        <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">{footer}</div>
      ) : null}
    </>
  )
}
