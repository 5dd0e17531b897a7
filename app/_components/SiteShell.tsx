import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The id the skip link targets; pages inside the shell must not render another <main>. */
export const mainContentId = 'main-content'

/** Skip link, shared header, the page's <main> and the shared footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only rounded-md bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
