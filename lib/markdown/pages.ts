import 'server-only'
import { categoryPath, postPath } from '../blog/paths'
import { collections } from '../collections/registry'
import { collectionItemOf, collectionItemPath, collectionRoutes, type CollectionRoutes } from '../collections/routes'
import { routes } from '../routes'
import {
  getCategory,
  getCollectionCards,
  getCollectionItem,
  getFixedPage,
  getLegalPage,
  getPage,
  getPost,
  getPostCards,
  type PostCard,
} from '../content'
import { fixedPageNames, type FixedPageName } from '../pages/fixed-pages'
import { formatDate } from '../format'
import { absoluteUrl } from '../seo'
import { site } from '../site'
import { defaultLocale, type Locale } from '../i18n/locales'
import { markdownInline as inline, markdownUrl } from './escape'
import { portableTextMarkdown } from './portable-text'
import type { SectionMarkdown } from '../sections/define'
import { sectionMarkdown } from '../sections/markdown.gen'
import { opensWithHeading, type PageSection } from '../sections/registry'

/*
 * A Markdown copy of each public page, made from the same documents the page shows (through the
 * content layer, so each copy is tagged and refreshed on publish like its page), for AI agents:
 * `<page>.md`, or the page's own address with `Accept: text/markdown` (next.config.mjs).
 */

/** The Markdown copies are of the English pages. */
const language = defaultLocale

const lines = (...parts: (string | false | undefined | null)[]) =>
  parts.filter((part) => part !== false && part !== undefined && part !== null).join('\n\n')

const link = (text: string, path: string) => `[${inline(text)}](${markdownUrl(absoluteUrl(path))})`

/** Each section type's Markdown copy: one for each type sections.gen.ts declares. */
const sectionCopies: { [Type in PageSection['_type']]: SectionMarkdown<Extract<PageSection, { _type: Type }>> } =
  sectionMarkdown

/**
 * A page's Markdown copy: its sections one after the other, under its title and description. A
 * fixed page's title is the Studio's name for it ("Home"): its copy opens with its heading section's
 * heading instead, as the page does.
 */
async function sectionsMarkdown(
  page: { title: string; seo: { description: string }; sections: PageSection[]; fixedPage?: string },
  locale: Locale,
) {
  const copyOf = <Section extends PageSection>(section: Section) =>
    (sectionCopies[section._type] as SectionMarkdown<Section>)(section, locale)
  const parts = await Promise.all(page.sections.map(copyOf))
  const body = parts.filter(Boolean).join('\n\n')
  return page.fixedPage && opensWithHeading(page.sections)
    ? body.replace(/^## /, '# ')
    : `# ${inline(page.title)}\n\n> ${inline(page.seo.description)}\n\n${body}`
}

/** The Markdown copy's own address: `/index.md` for the home page, `<path>.md` otherwise. */
export const markdownPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

const postLine = (post: PostCard) =>
  `- ${link(post.title, markdownPath(postPath(post.slug)))} (${formatDate(post.publishedAt, language)}, ${inline(post.category.title)}): ${inline(post.excerpt)}`

/** A fixed page built from sections (home, features, pricing, contact). */
const fixedPage = async (name: FixedPageName) => sectionsMarkdown(await getFixedPage(name, language), language)

async function blogIndex() {
  const posts = await getPostCards('', language)
  return lines(`# ${site.name} blog`, posts.map(postLine).join('\n'))
}

async function category(slug: string) {
  const found = await getCategory(slug, language)
  if (!found) return undefined
  const posts = await getPostCards(slug, language)
  return lines(`# ${inline(found.title)}`, inline(found.description), posts.map(postLine).join('\n'))
}

async function article(slug: string) {
  const post = await getPost(slug, language)
  if (!post) return undefined
  return lines(
    `# ${inline(post.title)}`,
    `_${formatDate(post.publishedAt, language)} · ${inline(post.author.name)} · ${link(post.category.title, markdownPath(categoryPath(post.category.slug)))}_`,
    `> ${inline(post.excerpt)}`,
    portableTextMarkdown(post.body),
  )
}

async function legal(slug: string) {
  const page = await getLegalPage(slug, language)
  if (!page) return undefined
  return lines(
    `# ${inline(page.title)}`,
    `_Last updated ${formatDate(page.lastUpdated, language)}_`,
    inline(page.description),
    portableTextMarkdown(page.body),
  )
}

/** A page built from sections: its title, then each visible section's copy. */
async function sectionsPage(slug: string) {
  const page = await getPage(slug, language)
  return page ? sectionsMarkdown(page, language) : undefined
}

/** A collection's list page: its heading, its introduction, and a line for each document. */
async function collectionList({ type }: CollectionRoutes) {
  const collection = collections[type]
  const cards = await getCollectionCards(collection, language)
  const { title, description } = collection.list[language]
  const cardLine = (card: (typeof cards)[number]) =>
    `- ${link(card.title, markdownPath(collectionItemPath(type, card.slug)))}: ${collection.markdown.card(card, language)}`
  return lines(`# ${inline(title)}`, inline(description), cards.map(cardLine).join('\n'))
}

/** A collection's document, as its view writes it. */
async function collectionItem({ type }: CollectionRoutes, slug: string) {
  const collection = collections[type]
  const item = await getCollectionItem(collection, slug, language)
  return item ? collection.markdown.item(item, language) : undefined
}

/** The Markdown copy of the page at `path`, or undefined when there is no such page. */
export async function pageMarkdown(path: string): Promise<string | undefined> {
  const fixed: Record<string, () => Promise<string | undefined>> = {
    ...Object.fromEntries(fixedPageNames.map((name) => [routes[name].path, () => fixedPage(name)])),
    [routes.blog.path]: blogIndex,
    [routes.legal.path]: () => legal('legal'),
    [routes.privacy.path]: () => legal('privacy'),
    ...Object.fromEntries(
      collectionRoutes.map((collection) => [routes[collection.list].path, () => collectionList(collection)]),
    ),
  }
  if (fixed[path]) return fixed[path]()
  const item = collectionItemOf(path)
  if (item && !item.card) return collectionItem(item.collection, item.slug)
  const categoryMatch = /^\/blog\/category\/([a-z0-9-]+)$/.exec(path)
  if (categoryMatch) return category(categoryMatch[1]!)
  const postMatch = /^\/blog\/([a-z0-9-]+)$/.exec(path)
  if (postMatch) return article(postMatch[1]!)
  const pageMatch = /^\/([a-z0-9-]+)$/.exec(path)
  if (pageMatch) return sectionsPage(pageMatch[1]!)
  return undefined
}
