import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CollectionItemPage, collectionItemMetadata } from '@/app/_components/CollectionPages'
import { collectionAtSegment } from '@/lib/collections/routes'
import { publishedItemParams, type ItemProps } from '@/lib/collections/params'
import { pageLocale } from '@/lib/i18n/request'
import { notFoundMetadata } from '@/lib/seo'

/*
 * A collection's document at its list's address plus its slug (/case-studies/<slug>,
 * lib/collections). Every published one is built ahead; one published later is made on its first
 * visit (proxy.ts lets through only published slugs, so an unknown address never reaches here).
 */
export const generateStaticParams = publishedItemParams

export async function generateMetadata({ params }: ItemProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug, item } = await params
  const collection = collectionAtSegment(slug)
  return collection ? collectionItemMetadata(collection, item, locale) : notFoundMetadata(locale)
}

export default async function CollectionItem({ params }: ItemProps) {
  const locale = await pageLocale(params)
  const { slug, item } = await params
  const collection = collectionAtSegment(slug)
  if (!collection) notFound()
  return <CollectionItemPage collection={collection} slug={item} locale={locale} />
}
