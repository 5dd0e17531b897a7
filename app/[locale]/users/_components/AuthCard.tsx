import type { ReactNode } from 'react'
import { textLink } from '@/lib/components/ui'

/** A card's heading, its intro and, under the form, the link to the other screen. */
export function AuthCard({
  title,
  intro,
  children,
  footerLink,
  footerHref,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  /** The link's words; a card's catalogue group (`{ title, intro, footerLink }`) spreads in whole. */
  footerLink?: string
  footerHref?: string
}) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
      {footerLink && footerHref ? (
        <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
          <a href={footerHref} className={textLink}>
            {footerLink}
          </a>
        </div>
      ) : null}
    </>
  )
}
