import type { Cta } from '@/lib/content'
import { ctaHref } from '@/lib/content/link-targets'
import { requestLocale } from '@/lib/i18n/request'

/** A call to action from the CMS: its label, leading to its target's route or to its page. */
export function CtaLink({ cta, className, children }: { cta: Cta; className?: string; children?: React.ReactNode }) {
  return (
    <a href={ctaHref(cta, requestLocale())} className={className}>
      {cta.label}
      {children}
    </a>
  )
}
