/**
 * The one eyebrow of the site: a few words in small capitals above a heading, in the accent
 * colour (docs/design.md). Every heading that has one draws it with this, on light or dark.
 */
export function Eyebrow({ children, tone = 'light' }: { children?: React.ReactNode; tone?: 'light' | 'dark' }) {
  if (!children) return null
  return <p className={`${eyebrowClass} ${tone === 'dark' ? 'text-accent-500' : 'text-accent-700'}`}>{children}</p>
}

/** Its look without its colour, for an element that is not a paragraph (an author card's heading). */
export const eyebrowClass = 'text-sm font-semibold tracking-wider uppercase'
