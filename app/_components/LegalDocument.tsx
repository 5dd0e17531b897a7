import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { getLegalPage } from '@/lib/content'
import { headingsOf } from '@/lib/content/rich-text'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { legalPageTranslations, notFoundMetadata, pageMetadata } from '@/lib/seo'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from './SitePage'
import { RichText } from '@/lib/components/RichText'
import { TableOfContents } from './blog/TableOfContents'
import { container } from '@/lib/components/ui'
import { legalPagePath } from '@/lib/addresses'

type LegalSlug = 'legal' | 'privacy'

/** The search title in the site's own words, the description from the page's document. */
export async function legalPageMetadata(slug: LegalSlug, params: LocaleProps['params']): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = await getLegalPage(slug, locale)
  if (!page) return notFoundMetadata(locale)
  const path = legalPagePath(slug)
  return pageMetadata({
    title: siteText(locale).legal[slug].title,
    description: page.description,
    path,
    locale,
    translations: await legalPageTranslations(slug),
  })
}

/** A legal page from the CMS (/legal, /privacy): header, an "On this page" list and its sections. */
export async function LegalDocument({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  const page = await getLegalPage(slug, locale)
  if (!page) notFound()
  const headings = headingsOf(page.body)
  const text = siteText(locale).legal
  return (
    <SitePage locale={locale} path={legalPagePath(slug)}>
      <PageHeader eyebrow={text[slug].eyebrow} title={page.title} intro={page.description}>
        <p className="text-sm text-slate-600">
          {text.lastUpdated} <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, locale)}</time>
        </p>
      </PageHeader>
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:gap-16`}>
        <TableOfContents headings={[...headings.values()]} locale={locale} />
        <div className="max-w-3xl">
          <RichText value={page.body} locale={locale} headings={headings} />
        </div>
      </div>
    </SitePage>
  )
}
