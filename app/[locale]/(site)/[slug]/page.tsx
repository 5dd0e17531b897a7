import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CollectionListPage, collectionListMetadata } from '@/app/_components/CollectionPages'
import { JsonLd } from '@/lib/components/JsonLd'
import { SitePage } from '@/app/_components/SitePage'
import { collectionAtSegment, collectionRoutes } from '@/lib/collections/routes'
import { getPage } from '@/lib/content'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { pageLocale } from '@/lib/i18n/request'
import { translationPaths } from '@/lib/i18n/translations'
import { publishedPageParams, type PageProps } from '@/lib/pages/params'
import { notFoundMetadata, pageMetadata, webPageJsonLd } from '@/lib/seo'
import { PageSections } from '@/lib/sections/PageSections'
import { pagePath } from '@/lib/addresses'

/*
 * A page staff compose from sections, at /<slug> in each language, or a collection's list page
 * (/case-studies, lib/collections). Every published page is built ahead; one published later is
 * made on its first visit (proxy.ts lets through only published slugs, so an unknown address never
 * reaches here).
 */
export async function generateStaticParams(props: { params: { locale?: string } }) {
  const lists = collectionRoutes.map((collection) => ({ slug: routes[collection.list].path.slice(1) }))
  return [...(await publishedPageParams(props)), ...lists]
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const collection = collectionAtSegment(slug)
  if (collection) return collectionListMetadata(collection, locale)
  const page = await getPage(slug, locale)
  if (!page) return notFoundMetadata(locale)
  return pageMetadata({
    path: pagePath(page.slug),
    locale,
    translations: translationPaths(page.translations, pagePath),
    title: { absolute: page.seo.title },
    description: page.seo.description,
    // The share image staff chose for it; else its own card (opengraph-image.tsx beside this page), drawn from its headline.
    shareImage: page.seo.shareImage ?? 'own',
  })
}

export default async function SectionsPage({ params }: PageProps) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const collection = collectionAtSegment(slug)
  if (collection) return <CollectionListPage collection={collection} locale={locale} />
  const page = await getPage(slug, locale)
  if (!page) notFound()
  const path = localizedPath(pagePath(page.slug), locale)
  return (
    <SitePage locale={locale} path={pagePath(page.slug)}>
      <JsonLd data={webPageJsonLd(page, path, locale)} />
      <PageSections
        title={page.title}
        intro={page.seo.description}
        sections={page.sections}
        locale={locale}
        path={path}
      />
    </SitePage>
  )
}
