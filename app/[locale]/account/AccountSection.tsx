import type { ReactNode } from 'react'
import { Icon } from '@/lib/components/Icon'
import type { LucideName } from '@/lib/components/icons/lucide-nodes'

/**
 * One of the account page's groups (profile, security, sessions and sign-ins, language): a card
 * with its h2, whose id the page's contents link to.
 */
export function AccountGroup({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon: LucideName
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold tracking-tight text-brand-950">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={icon} size={20} />
        </span>
        {title}
      </h2>
      <div className="mt-6 space-y-8">{children}</div>
    </section>
  )
}

/** A titled part of a group (the password, the passkeys, the active sessions), a region named by its heading. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  )
}
