import { z } from 'zod'
import { authorModel } from './author'
import { categoryModel } from './category'
import { imageModel } from './image'
import { articleBodyModel } from './richText'
import { typedDocument, isoDate, requiredText, slug, translationsModel } from './shared'

/** What a post's card shows (lists, related posts, the feed, the sitemap). */
export const postCardModel = typedDocument('post').extend({
  title: requiredText,
  slug,
  excerpt: requiredText,
  coverImage: imageModel,
  publishedAt: isoDate,
  translations: translationsModel,
  category: categoryModel.pick({ _id: true, title: true, slug: true }).extend({ _type: z.literal('category') }),
  author: authorModel.pick({ _id: true, name: true }).extend({ _type: z.literal('author') }),
})

/** A whole article, for its page. */
export const postModel = postCardModel.extend({
  author: authorModel,
  category: categoryModel,
  body: articleBodyModel,
  seoTitle: z.string().trim().optional(),
  seoDescription: z.string().trim().optional(),
})

export type PostCard = z.infer<typeof postCardModel>
export type Post = z.infer<typeof postModel>
