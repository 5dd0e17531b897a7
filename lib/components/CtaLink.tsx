import type { Cta } from '@/lib/content'
import { ctaHref } from '@/lib/content/link-targets'
import type { Locale } from '@/lib/i18n/locales'

/** A call to action from the CMS: its label, leading to its target's route or to its page, in `locale`. */
export function CtaLink({
  cta,
  locale,
  className,
  children,
}: {
  cta: Cta
  locale: Locale
  className?: string
  children?: React.ReactNode
}) {
  return (
    <a href={ctaHref(cta, locale)} className={className}>
      {cta.label}
      {children}
    </a>
  )
}
