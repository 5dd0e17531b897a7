import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import type { DraftPagePath } from '../paths'

/*
 * A public page rendered in draft mode (reached through next.config.mjs's rewrite, never
 * linked): the page's own component, whose content reads the drafts perspective.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ path?: string[] }> }

const pathOf = async ({ params }: Props) => `/${((await params).path ?? []).join('/')}`

const isDraftPage = (path: string): path is DraftPagePath => Object.hasOwn(pages, path)

const pages = {
  '/': () => import('../../(site)/page'),
  '/features': () => import('../../(site)/features/page'),
  '/pricing': () => import('../../(site)/pricing/page'),
  '/blog': () => import('../../(site)/blog/page'),
  '/legal': () => import('../../(site)/legal/page'),
  '/privacy': () => import('../../(site)/privacy/page'),
} satisfies Record<
  DraftPagePath,
  () => Promise<{ default: () => React.ReactNode | Promise<React.ReactNode>; metadata: Metadata }>
>

export async function generateMetadata(props: Props): Promise<Metadata> {
  const path = await pathOf(props)
  return isDraftPage(path) ? { ...(await pages[path]()).metadata, robots: { index: false } } : {}
}

export default async function DraftPage(props: Props) {
  const path = await pathOf(props)
  if (!isDraftPage(path)) notFound()
  // A stale or forged draft mode cookie (a new build has a new secret): clear it and show the published page.
  if (!(await draftMode()).isEnabled) redirect(`/api/draft-mode/disable?redirect=${encodeURIComponent(path)}`)
  const { default: Page } = await pages[path]()
  return <Page />
}
