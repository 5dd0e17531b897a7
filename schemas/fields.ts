import { defineField } from 'sanity'

/** The display-order field every content type shares. */
export const orderField = defineField({
  name: 'order',
  title: 'Display order',
  type: 'number',
  description: 'Where this appears in its list on the site: lower numbers come first (1, 2, 3…). Use 2.5 to slot one in between.',
})

/** Sorting by display order in the Studio's document lists. */
export const orderOrdering = {
  title: 'Display order',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' as const }],
}
