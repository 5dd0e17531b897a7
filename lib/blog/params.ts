import { getPublishedCategories, getPublishedPostCards } from '@/lib/content'
import { asLocale, type Locale } from '@/lib/i18n/locales'

type LocaleParams = { params: { locale?: string } }
const localeOf = ({ params }: LocaleParams): Locale => asLocale(params.locale)

/** The `[slug]` of every published article in the page's language: its page and its share card are built ahead for each. */
export async function publishedPostParams(props: LocaleParams) {
  return (await getPublishedPostCards('', localeOf(props))).map(({ slug }) => ({ slug }))
}

/** The `[slug]` of every category with published articles in the page's language, whose pages are built ahead. */
export async function publishedCategoryParams(props: LocaleParams) {
  return (await getPublishedCategories(localeOf(props))).map(({ slug }) => ({ slug }))
}

/** What Next passes to the pages and share cards of `[slug]` routes. */
export type SlugProps = { params: Promise<{ locale: string; slug: string }> }
