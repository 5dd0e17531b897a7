import { getPublishedPages } from '@/lib/content'
import { asLocale } from '@/lib/i18n/locales'

/** The `[slug]` of every published page in the route's language: its page and share card are built ahead. */
export async function publishedPageParams({ params }: { params: { locale?: string } }) {
  return (await getPublishedPages(asLocale(params.locale))).map(({ slug }) => ({ slug }))
}

/** What Next passes to a page's route and share card. */
export type PageProps = { params: Promise<{ locale: string; slug: string }> }
