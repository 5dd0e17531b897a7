/*
 * What `npm run screenshots` takes: every address of the sitemap in both languages, the pages the
 * sitemap leaves out (the account screens, search, the 404 page, the page with every section) and
 * the states only a visit reaches, each English page beside its Spanish version.
 */

import { localizedPath } from '../../lib/i18n/locales.ts'
import { routes } from '../../lib/routes.ts'

type Lang = 'en' | 'es'

/** What to do on the page before its picture: a visit's state (shoot.ts's steps). */
export type StateName = 'menu' | 'contactSent' | 'demoBooked' | 'account' | 'twoStepKey'

export type Shot = {
  /** The file name's stem: en--pricing. */
  name: string
  path: string
  lang: Lang
  /** The row of the gallery it is in: its English page's address. */
  row: string
  state?: StateName
  /** Only at these widths (the phone menu: 390). */
  widths?: readonly number[]
  /** The viewport only, not the whole page (the open menu covers the screen). */
  viewportOnly?: boolean
}

const langOf = (path: string): Lang => (path === '/es' || path.startsWith('/es/') ? 'es' : 'en')
const fileStem = (path: string, state?: string) =>
  `${langOf(path)}--${
    path
      .replace(/^\/es(?=\/|$)/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '') || 'home'
  }${state ? `--${state}` : ''}`

/** The sitemap's addresses, each English one with the Spanish address its alternates name. */
async function sitemapPairs(baseURL: string): Promise<{ en?: string; es?: string }[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  const pathOf = (url: string) => new URL(url.replace(/&amp;/g, '&')).pathname
  const pairs = new Map<string, { en?: string; es?: string }>()
  for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = pathOf(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!)
    const alternates = Object.fromEntries(
      [...entry!.matchAll(/hreflang="([A-Za-z-]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [
        lang!.slice(0, 2),
        pathOf(href!),
      ]),
    )
    const english = langOf(loc) === 'en' ? loc : alternates.en
    const key = english ?? loc
    pairs.set(key, { ...pairs.get(key), [langOf(loc)]: loc, ...(english ? { en: english } : {}) })
  }
  return [...pairs.values()]
}

/** Pages the sitemap does not list, in both languages. */
const unlisted = [
  `${routes.search.path}?q=clinic`,
  `${routes.search.path}?q=qwzxv`,
  routes.signIn.path,
  routes.signUp.path,
  routes.forgotPassword.path,
  `${routes.passwordReset.path}?token=screenshot-token`,
  '/no-such-page',
]

/** The states a visit reaches, in both languages. */
const states: { path: string; state: StateName; widths?: readonly number[]; viewportOnly?: boolean }[] = [
  { path: routes.home.path, state: 'menu', widths: [390], viewportOnly: true },
  { path: routes.contact.path, state: 'contactSent' },
  { path: routes.demo.path, state: 'demoBooked' },
  { path: routes.account.path, state: 'account' },
  { path: routes.account.path, state: 'twoStepKey' },
]

const spanish = (path: string) => localizedPath(path, 'es')

export async function pagesToShoot(baseURL: string): Promise<Shot[]> {
  const rows: { en?: string; es?: string; state?: (typeof states)[number] }[] = [
    ...(await sitemapPairs(baseURL)),
    ...unlisted.map((path) => ({ en: path, es: spanish(path) })),
    ...states.map((state) => ({ en: state.path, es: spanish(state.path), state })),
  ]
  return rows.flatMap(({ en, es, state }) => {
    const row = `${en ?? es}${state ? ` (${state.state})` : ''}`
    return [en, es].flatMap((path) =>
      path
        ? [
            {
              name: fileStem(path, state?.state),
              path,
              lang: langOf(path),
              row,
              state: state?.state,
              widths: state?.widths,
              viewportOnly: state?.viewportOnly,
            },
          ]
        : [],
    )
  })
}
