import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { getLegalPage } from '@/lib/content'
import { legalPagePath } from '@/lib/blog/paths'
import { headingsOf } from '@/lib/blog/text'
import { formatDate } from '@/lib/format'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'
import { PageHeader } from './PageHeader'
import { RichText } from './RichText'
import { TableOfContents } from './blog/TableOfContents'
import { container } from './ui'

type LegalSlug = 'legal' | 'privacy'

/** The search title from lib/routes.ts, the description from the page's document. */
export async function legalPageMetadata(slug: LegalSlug): Promise<Metadata> {
  const page = await getLegalPage(slug)
  if (!page) return {}
  return pageMetadata({ title: routes[slug].metadata.title, description: page.description, path: legalPagePath(slug) })
}

/** A legal page from the CMS (/legal, /privacy): header, an "On this page" list and its sections. */
export async function LegalDocument({ slug, eyebrow }: { slug: LegalSlug; eyebrow: string }) {
  const page = await getLegalPage(slug)
  if (!page) notFound()
  const headings = headingsOf(page.body)
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title} intro={page.description}>
        <p className="text-sm text-slate-600">
          Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
        </p>
      </PageHeader>
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:gap-16`}>
        <TableOfContents headings={[...headings.values()]} />
        <div className="max-w-3xl">
          <RichText value={page.body} headings={headings} />
        </div>
      </div>
    </>
  )
}
