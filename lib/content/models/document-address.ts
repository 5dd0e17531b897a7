import { z } from 'zod'
import { isoDate, refuseReservedPageSlug, requiredText, slug, translationsModel } from './shared.ts'

/** A document with an address, as documentAddressesQuery reads it: where it is, in each language, and what it is called. */
export const documentAddressModel = z
  .object({
    _id: z.string(),
    _type: z.string(),
    title: requiredText,
    slug,
    description: requiredText,
    /**
     * When it last changed: the sitemap's lastModified. The Content Lake always sets it; a document
     * written into the bundled dataset by hand may lack it, and is still served.
     */
    _updatedAt: isoDate.optional(),
    translations: translationsModel,
  })
  .superRefine((document, ctx) => {
    if (document._type === 'page') refuseReservedPageSlug(document.slug, ctx, ['slug'])
  })

export type DocumentAddress = z.infer<typeof documentAddressModel>
