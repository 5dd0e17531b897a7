import 'server-only'
import { views } from '../collections/views'
import { collections, type CollectionCard } from '../collections/registry'
import { collectionItemOf, collectionRoutes, type CollectionRoutes } from '../collections/routes'
import { routes } from '../routes'
import {
  getCategory,
  getCollectionCards,
  getCollectionItem,
  getDemoAvailability,
  getFixedPage,
  getLegalPage,
  getPage,
  getPost,
  getPostCards,
  type PostCard,
} from '../content'
import { fixedPageNames, type FixedPageName } from '../pages/fixed-pages'
import { formatDate } from '../format'
import { site } from '../site'
import { localizedPath, type Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { fill } from '../i18n/text'
import { siteText } from '../i18n/site-text'
import { markdownInline as inline, markdownUrl } from './escape'
import { portableTextMarkdown } from './portable-text'
import { viewOf } from '../sections/views'
import { opensWithHeading, type PageSection } from '../sections/registry'
import { absoluteUrl, categoryPath, collectionItemPath, markdownPath, postPath } from '../addresses'

/*
 * A Markdown copy of each public page in a language, made from the same documents the page shows
 * (through the content layer, so each copy is tagged and refreshed on publish like its page), for
 * AI agents: `<page>.md`, or the page's own address with `Accept: text/markdown` (next.config.mjs).
 */

const lines = (...parts: (string | false | undefined | null)[]) =>
  parts.filter((part) => part !== false && part !== undefined && part !== null).join('\n\n')

const link = (text: string, path: string) => `[${inline(text)}](${markdownUrl(absoluteUrl(path))})`

/** A link to the Markdown copy of the page at `path` (without its prefix), in `locale`. */
const copyLink = (text: string, path: string, locale: Locale) => link(text, markdownPath(path, locale))

/**
 * A page's Markdown copy: its sections one after the other, under its title and description. A
 * fixed page's title is the Studio's name for it ("Home"): its copy opens with its heading section's
 * heading instead, as the page does.
 */
async function sectionsMarkdown(
  page: { title: string; seo: { description: string }; sections: PageSection[]; fixedPage?: string },
  locale: Locale,
) {
  const parts = await Promise.all(page.sections.map((section) => viewOf(section).markdown(section, locale)))
  const body = parts.filter(Boolean).join('\n\n')
  return page.fixedPage && opensWithHeading(page.sections)
    ? body.replace(/^## /, '# ')
    : `# ${inline(page.title)}\n\n> ${inline(page.seo.description)}\n\n${body}`
}

const postLine = (post: PostCard, locale: Locale) =>
  `- ${copyLink(post.title, postPath(post.slug), locale)} (${formatDate(post.publishedAt, locale)}, ${inline(post.category.title)}): ${inline(post.excerpt)}`

/** A fixed page built from sections (home, features, pricing, contact). */
const fixedPage = async (name: FixedPageName, locale: Locale) =>
  sectionsMarkdown(await getFixedPage(name, locale), locale)

async function blogIndex(locale: Locale) {
  const posts = await getPostCards('', locale)
  return lines(
    `# ${inline(siteText(locale).blog.feed(site.name))}`,
    posts.map((post) => postLine(post, locale)).join('\n'),
  )
}

async function category(slug: string, locale: Locale) {
  const found = await getCategory(slug, locale)
  if (!found) return undefined
  const posts = await getPostCards(slug, locale)
  return lines(
    `# ${inline(found.title)}`,
    inline(found.description),
    posts.map((post) => postLine(post, locale)).join('\n'),
  )
}

async function article(slug: string, locale: Locale) {
  const post = await getPost(slug, locale)
  if (!post) return undefined
  return lines(
    `# ${inline(post.title)}`,
    `_${formatDate(post.publishedAt, locale)} · ${inline(post.author.name)} · ${copyLink(post.category.title, categoryPath(post.category.slug), locale)}_`,
    `> ${inline(post.excerpt)}`,
    portableTextMarkdown(post.body, locale),
  )
}

async function legal(slug: string, locale: Locale) {
  const page = await getLegalPage(slug, locale)
  if (!page) return undefined
  return lines(
    `# ${inline(page.title)}`,
    `_${siteText(locale).legal.lastUpdated} ${formatDate(page.lastUpdated, locale)}_`,
    inline(page.description),
    portableTextMarkdown(page.body, locale),
  )
}

/** The demo page: what a demo is, and where to book one (its free times change with every booking). */
async function demoPage(locale: Locale) {
  const { meetingMinutes } = await getDemoAvailability()
  const { heading, intro } = messagesFor(locale).demo
  return lines(
    `# ${inline(heading)}`,
    inline(fill(intro, { minutes: meetingMinutes })),
    siteText(locale).markdown.pickATime(absoluteUrl(localizedPath(routes.demo.path, locale))),
  )
}

/** A page built from sections: its title, then each visible section's copy. */
async function sectionsPage(slug: string, locale: Locale) {
  const page = await getPage(slug, locale)
  return page ? sectionsMarkdown(page, locale) : undefined
}

/** A collection's list page: its heading, its introduction, and a line for each document. */
async function collectionList({ type }: CollectionRoutes, locale: Locale) {
  const cards = await getCollectionCards(collections[type], locale)
  const { title, description } = collections[type].words[locale]
  const cardLine = (card: CollectionCard) =>
    `- ${copyLink(card.title, collectionItemPath(type, card.slug), locale)}: ${views[type].cardMarkdown(card, locale)}`
  return lines(`# ${inline(title)}`, inline(description), cards.map(cardLine).join('\n'))
}

/** A collection's document, as its folder's View.tsx (itemMarkdown) writes it. */
async function collectionItem({ type }: CollectionRoutes, slug: string, locale: Locale) {
  const item = await getCollectionItem(collections[type], slug, locale)
  return item ? views[type].itemMarkdown(item, locale) : undefined
}

/** The Markdown copy of the page at `path` (without its language's prefix) in `locale`, or undefined when there is no such page. */
export async function pageMarkdown(path: string, locale: Locale): Promise<string | undefined> {
  const fixed: Record<string, () => Promise<string | undefined>> = {
    ...Object.fromEntries(fixedPageNames.map((name) => [routes[name].path, () => fixedPage(name, locale)])),
    [routes.blog.path]: () => blogIndex(locale),
    [routes.demo.path]: () => demoPage(locale),
    [routes.legal.path]: () => legal('legal', locale),
    [routes.privacy.path]: () => legal('privacy', locale),
    ...Object.fromEntries(
      collectionRoutes.map((collection) => [routes[collection.list].path, () => collectionList(collection, locale)]),
    ),
  }
  if (fixed[path]) return fixed[path]()
  const item = collectionItemOf(path)
  if (item && !item.card) return collectionItem(item.collection, item.slug, locale)
  const categoryMatch = /^\/blog\/category\/([a-z0-9-]+)$/.exec(path)
  if (categoryMatch) return category(categoryMatch[1]!, locale)
  const postMatch = /^\/blog\/([a-z0-9-]+)$/.exec(path)
  if (postMatch) return article(postMatch[1]!, locale)
  const pageMatch = /^\/([a-z0-9-]+)$/.exec(path)
  if (pageMatch) return sectionsPage(pageMatch[1]!, locale)
  return undefined
}
