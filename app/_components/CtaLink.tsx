import type { Cta } from '@/lib/content'
import { linkTargetHref } from '@/lib/content/link-targets'
import { requestLocale } from '@/lib/i18n/request'

/** A call to action from the CMS: its label, leading to its target's route. */
export function CtaLink({ cta, className, children }: { cta: Cta; className?: string; children?: React.ReactNode }) {
  return (
    <a href={linkTargetHref(cta.target, requestLocale())} className={className}>
      {cta.label}
      {children}
    </a>
  )
}
