import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, type FieldDefinition, type PreviewConfig } from 'sanity'

/** The display-order field of lists ordered by number (marketing claims). */
export const orderField = defineField({
  name: 'order',
  title: 'Display order',
  type: 'number',
  description:
    'Where this appears in its list on the site: lower numbers come first (1, 2, 3…). Use 2.5 to slot one in between.',
})

/** Sorting by display order in the Studio's document lists. */
export const orderOrdering = {
  title: 'Display order',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' as const }],
}

/*
 * Lists that staff reorder by drag and drop (FAQ, features, plans). The plugin keeps the
 * position in `orderRank`; the older number `order` stays, hidden, as the tie-breaker for
 * documents that have no rank yet (the site's queries sort by orderRank, then order).
 */
const orderableFields = (type: string) => [
  orderRankField({
    type,
    title: 'Position in the list',
    description: 'Set by dragging the item in its list on the left.',
  }),
  defineField({ ...orderField, hidden: true }),
]

/** Sorting by the drag-and-drop position, then the older display order. */
const orderableOrdering = {
  ...orderRankOrdering,
  title: 'Order on the site',
  by: [...orderRankOrdering.by, { field: 'order', direction: 'asc' as const }],
}

/** A document type staff reorder by drag and drop: its own fields, then the position fields, sorted by position. */
export const orderableType = <Type extends { name: string; fields: FieldDefinition[]; preview?: PreviewConfig }>(
  type: Type,
) => ({
  ...type,
  fields: [...type.fields, ...orderableFields(type.name)],
  orderings: [orderableOrdering],
})
