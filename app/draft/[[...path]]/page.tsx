import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

/*
 * A public page rendered in draft mode (reached through next.config.mjs's rewrite, never
 * linked): the page's own component, whose content reads the drafts perspective.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ path?: string[] }> }
type PageProps = { params: Promise<Record<string, string>> }
type PageModule = {
  default: (props: PageProps) => React.ReactNode | Promise<React.ReactNode>
  metadata?: Metadata
  generateMetadata?: (props: PageProps) => Promise<Metadata> | Metadata
}

const page = (load: () => Promise<unknown>) => load as () => Promise<PageModule>

/** Each draft page by its path; named groups become the page's params. */
const routes: { pattern: RegExp; load: () => Promise<PageModule> }[] = [
  { pattern: /^\/$/, load: page(() => import('../../(site)/page')) },
  { pattern: /^\/features$/, load: page(() => import('../../(site)/features/page')) },
  { pattern: /^\/pricing$/, load: page(() => import('../../(site)/pricing/page')) },
  { pattern: /^\/contact-us$/, load: page(() => import('../../(site)/contact-us/page')) },
  { pattern: /^\/legal$/, load: page(() => import('../../(site)/legal/page')) },
  { pattern: /^\/privacy$/, load: page(() => import('../../(site)/privacy/page')) },
  { pattern: /^\/blog$/, load: page(() => import('../../(site)/blog/page')) },
  { pattern: /^\/blog\/page\/(?<page>[^/]+)$/, load: page(() => import('../../(site)/blog/page/[page]/page')) },
  {
    pattern: /^\/blog\/category\/(?<slug>[^/]+)$/,
    load: page(() => import('../../(site)/blog/category/[slug]/page')),
  },
  {
    pattern: /^\/blog\/category\/(?<slug>[^/]+)\/page\/(?<page>[^/]+)$/,
    load: page(() => import('../../(site)/blog/category/[slug]/page/[page]/page')),
  },
  { pattern: /^\/blog\/(?<slug>[^/]+)$/, load: page(() => import('../../(site)/blog/[slug]/page')) },
]

async function resolve({ params }: Props) {
  const path = `/${((await params).path ?? []).map(decodeURIComponent).join('/')}`
  for (const route of routes) {
    const match = route.pattern.exec(path)
    if (match) return { path, load: route.load, params: Promise.resolve({ ...match.groups }) }
  }
  return { path }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await resolve(props)
  if (!route.load) return {}
  const page = await route.load()
  const metadata = page.generateMetadata ? await page.generateMetadata({ params: route.params }) : page.metadata
  return { ...metadata, robots: { index: false } }
}

export default async function DraftPage(props: Props) {
  const route = await resolve(props)
  if (!route.load) notFound()
  // A stale or forged draft mode cookie (a new build has a new secret): clear it and show the published page.
  if (!(await draftMode()).isEnabled) redirect(`/api/draft-mode/disable?redirect=${encodeURIComponent(route.path)}`)
  const { default: Page } = await route.load()
  return <Page params={route.params} />
}
