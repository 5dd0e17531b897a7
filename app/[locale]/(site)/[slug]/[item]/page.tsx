import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CollectionItemPage, collectionItemMetadata } from '@/app/_components/CollectionPages'
import { collectionAtSegment } from '@/lib/collections/routes'
import { getPublishedDocumentAddresses } from '@/lib/content'
import { asLocale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { notFoundMetadata } from '@/lib/seo'

/*
 * A collection's document at its list's address plus its slug (/case-studies/<slug>,
 * lib/collections). Every published one is built ahead; one published later is made on its first
 * visit (proxy.ts lets through only published slugs, so an unknown address never reaches here).
 */
type ItemProps = { params: Promise<{ locale: string; slug: string; item: string }> }

export async function generateStaticParams({ params }: { params: { locale?: string; slug?: string } }) {
  const collection = collectionAtSegment(params.slug ?? '')
  if (!collection) return []
  const documents = await getPublishedDocumentAddresses(collection.type, asLocale(params.locale))
  return documents.map(({ slug }) => ({ item: slug }))
}

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
