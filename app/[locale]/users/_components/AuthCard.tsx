import type { ReactNode } from 'react'
import { textLink } from '@/app/_components/ui'

/** A card's heading, its intro and, under the form, the link to the other screen. */
export function AuthCard({
  title,
  intro,
  children,
  footerLink,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footerLink?: { href: string; label: string }
}) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
      {footerLink ? (
        <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
          <a href={footerLink.href} className={textLink}>
            {footerLink.label}
          </a>
        </div>
      ) : null}
    </>
  )
}
