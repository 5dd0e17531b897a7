import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { collections } from '@/lib/collections/registry'
import { views } from '@/lib/collections/views'
import { type CollectionRoutes } from '@/lib/collections/routes'
import { getCollectionCards, getCollectionItem } from '@/lib/content'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { translationPaths } from '@/lib/i18n/translations'
import { routes } from '@/lib/routes'
import { fixedPageTranslations, notFoundMetadata, pageMetadata, webPageJsonLd } from '@/lib/seo'
import { Breadcrumb } from './Breadcrumb'
import { JsonLd } from '@/lib/components/JsonLd'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from './SitePage'
import { container } from '@/lib/components/ui'
import { collectionItemPath } from '@/lib/addresses'

/*
 * Every collection's two pages (lib/collections): its list at a fixed address and each document's
 * own, drawn through the collection's views. app/[locale]/(site)/[slug] serves them, and app/draft
 * in draft mode.
 */

const listPathOf = (collection: CollectionRoutes) => routes[collection.list].path

export async function collectionListMetadata(collection: CollectionRoutes, locale: Locale): Promise<Metadata> {
  const path = listPathOf(collection)
  const { title, description } = collections[collection.type].words[locale]
  return pageMetadata({ path, locale, translations: await fixedPageTranslations(path), title, description })
}

/** A collection's list page: its heading and introduction, then its documents' cards. */
export async function CollectionListPage({ collection, locale }: { collection: CollectionRoutes; locale: Locale }) {
  const { List } = views[collection.type]
  const cards = await getCollectionCards(collections[collection.type], locale)
  const path = listPathOf(collection)
  const { title, description } = collections[collection.type].words[locale]
  return (
    <SitePage locale={locale} path={path}>
      <JsonLd data={webPageJsonLd({ title, seo: { description } }, localizedPath(path, locale), locale)} />
      <PageHeader title={title} intro={description} />
      <div className={`${container} py-16 sm:py-20`}>
        <List cards={cards} locale={locale} />
      </div>
    </SitePage>
  )
}

export async function collectionItemMetadata(
  collection: CollectionRoutes,
  slug: string,
  locale: Locale,
): Promise<Metadata> {
  const { metadata } = collections[collection.type]
  const item = await getCollectionItem(collections[collection.type], slug, locale)
  if (!item) return notFoundMetadata(locale)
  const pathOf = (other: string) => collectionItemPath(collection.type, other)
  const { title, description, shareImage } = metadata(item)
  return pageMetadata({
    path: pathOf(item.slug),
    locale,
    translations: translationPaths(item.translations, pathOf),
    title,
    description,
    // Its own image from the CMS; else its own card (opengraph-image.tsx beside its route), drawn from its title.
    shareImage: shareImage ?? 'own',
  })
}

/** A collection document's page: a breadcrumb back to the list, then the collection's view of it. */
export async function CollectionItemPage({
  collection,
  slug,
  locale,
}: {
  collection: CollectionRoutes
  slug: string
  locale: Locale
}) {
  const { words, metadata } = collections[collection.type]
  const { Item } = views[collection.type]
  const item = await getCollectionItem(collections[collection.type], slug, locale)
  if (!item) notFound()
  const text = siteText(locale).blog
  const path = collectionItemPath(collection.type, item.slug)
  const trail = [
    { name: text.home, path: localizedPath(routes.home.path, locale) },
    { name: words[locale].title, path: localizedPath(listPathOf(collection), locale) },
    { name: metadata(item).title, path: localizedPath(path, locale) },
  ]
  return (
    <SitePage locale={locale} path={path}>
      <div className="border-b border-slate-200 bg-white">
        <Breadcrumb label={text.breadcrumb} trail={trail} className={`${container} py-3`} />
      </div>
      <Item item={item} locale={locale} path={localizedPath(path, locale)} />
    </SitePage>
  )
}
