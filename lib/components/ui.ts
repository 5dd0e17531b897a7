/** Shared class lists of text and layout (button looks are in buttons.ts). */

/**
 * The measure of running text: about 70 characters a line whatever the type size (docs/design.md),
 * in the font's own unit so that it follows the paragraph's size.
 */
export const measure = 'max-w-[35em]'

export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8'

export const textLink =
  'font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700'

/**
 * Grid columns that suit a CMS list of any length, so that no row ends with a lone card:
 * 4 → four across, 5 → five across, 6 → three across. Literal class names, for Tailwind.
 */
export function gridColumnsFor(count: number) {
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4'
  if (count === 5) return 'sm:grid-cols-2 lg:grid-cols-5'
  if (count % 3 === 0) return 'sm:grid-cols-2 lg:grid-cols-3'
  if (count <= 2) return 'sm:grid-cols-2'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}
