import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { asLocale } from '@/lib/i18n/locales'
import { collectionRoutes } from '@/lib/collections/routes'
import { draftRoutes, routes, type RoutesWhere } from '@/lib/routes'

/*
 * A public page rendered in draft mode (reached through next.config.mjs's rewrite, never
 * linked): the page's own component, whose content reads the drafts perspective.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; path?: string[] }> }
type PageProps = { params: Promise<Record<string, string>> }
type PageModule = {
  default: (props: PageProps) => React.ReactNode | Promise<React.ReactNode>
  metadata?: Metadata
  generateMetadata?: (props: PageProps) => Promise<Metadata> | Metadata
}

const page = (load: () => Promise<unknown>) => load as () => Promise<PageModule>

/** The collections' routes, which the generic pages below serve (lib/collections). */
type CollectionRouteName = RoutesWhere<{ collection: 'list' | 'item' }>

/** Each draft page's component; the compiler asks for one per route lib/routes.ts marks `draft`, but the collections'. */
const loaders: Record<Exclude<(typeof draftRoutes)[number], CollectionRouteName>, () => Promise<PageModule>> = {
  home: page(() => import('../../../[locale]/(site)/page')),
  features: page(() => import('../../../[locale]/(site)/features/page')),
  pricing: page(() => import('../../../[locale]/(site)/pricing/page')),
  contact: page(() => import('../../../[locale]/(site)/contact-us/page')),
  legal: page(() => import('../../../[locale]/(site)/legal/page')),
  privacy: page(() => import('../../../[locale]/(site)/privacy/page')),
  trust: page(() => import('../../../[locale]/(site)/trust/page')),
  blog: page(() => import('../../../[locale]/(site)/blog/page')),
  blogListPage: page(() => import('../../../[locale]/(site)/blog/page/[page]/page')),
  category: page(() => import('../../../[locale]/(site)/blog/category/[slug]/page')),
  categoryListPage: page(() => import('../../../[locale]/(site)/blog/category/[slug]/page/[page]/page')),
  post: page(() => import('../../../[locale]/(site)/blog/[slug]/page')),
  page: page(() => import('../../../[locale]/(site)/[slug]/page')),
}

/** A route's path as a pattern whose named groups (`:slug` → slug) become the page's params. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`)

const collectionItemPage = page(() => import('../../../[locale]/(site)/[slug]/[item]/page'))

type Groups = Record<string, string>
/** A route's page and the params it takes from the address's named groups. */
type DraftRoute = { pattern: RegExp; load: () => Promise<PageModule>; params: (groups: Groups) => Groups }

/** A collection's list and documents are the generic pages', whose params name the list's segment. */
const collectionPages = new Map<string, Omit<DraftRoute, 'pattern'>>(
  collectionRoutes.flatMap(({ list, item }) => {
    const segment = routes[list].path.slice(1)
    return [
      [list, { load: loaders.page, params: () => ({ slug: segment }) }],
      [item, { load: collectionItemPage, params: (groups: Groups) => ({ slug: segment, item: groups.slug ?? '' }) }],
    ] as const
  }),
)

const draftRouter: DraftRoute[] = draftRoutes.map((name) => ({
  pattern: patternOf(routes[name].path),
  ...(collectionPages.get(name) ?? { load: loaders[name as keyof typeof loaders], params: (groups: Groups) => groups }),
}))

async function resolve({ params }: Props) {
  const { locale, path: segments = [] } = await params
  const language = asLocale(locale)
  const path = `/${segments.map(decodeURIComponent).join('/')}`
  for (const route of draftRouter) {
    const match = route.pattern.exec(path)
    if (match)
      return {
        load: route.load,
        params: Promise.resolve({ locale: language, ...route.params(match.groups ?? {}) }),
      }
  }
  return {}
}

/*
 * Reached only through the draft rewrites, which proxy.ts lets a request take when its draft-mode
 * cookie is this build's (and answers /draft/… asked for by name with a 404). Outside draft mode
 * both functions stop before anything is read: a made-up /draft/<language>/<slug> reads no content
 * and keeps nothing.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  if (!(await draftMode()).isEnabled) return {}
  const route = await resolve(props)
  if (!route.load) return {}
  const page = await route.load()
  const metadata = page.generateMetadata ? await page.generateMetadata({ params: route.params }) : page.metadata
  return { ...metadata, robots: { index: false } }
}

export default async function DraftPage(props: Props) {
  if (!(await draftMode()).isEnabled) notFound()
  const route = await resolve(props)
  if (!route.load) notFound()
  const { default: Page } = await route.load()
  return <Page params={route.params} />
}
