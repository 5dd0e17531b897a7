/** The id the skip link targets: the one <main> of every layout. */
export const mainContentId = 'main-content'

/** The first focusable element of every page: hidden until focused, then jumps to the <main>. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-md bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
    >
      {label}
    </a>
  )
}
