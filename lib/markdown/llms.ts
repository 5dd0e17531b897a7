import 'server-only'
import { collections } from '../collections/registry'
import { collectionRoutes } from '../collections/routes'
import {
  getDemoAvailability,
  getFixedPage,
  getLegalPage,
  getPublishedCategories,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getPublishedPostCards,
  getSiteSettings,
} from '../content'
import { localeNames, locales, localizedPath, type Locale } from '../i18n/locales'
import { llmsTxtPath } from '../routes/areas'
import { fixedPageNames } from '../pages/fixed-pages'
import { messagesFor } from '../i18n/messages'
import { siteText } from '../i18n/site-text'
import { fill } from '../i18n/text'
import { routes } from '../routes'
import { site } from '../site'
import { markdownInline as inline, markdownUrl } from './escape'
import {
  categoryPath,
  legalPagePath,
  pagePath,
  postPath,
  collectionItemPath,
  absoluteUrl,
  markdownPath,
} from '../addresses'

/*
 * /llms.txt (llmstxt.org) in each language (/es/llms.txt): what MediCore is, a link to the Markdown
 * copy of every public page, article, category and collection document (a case study) in that
 * language, each with one line saying what it holds, and the other languages' lists.
 */

/** /llms.txt in `locale`: its pages' copies in that language, and where the other languages' lists are. */
export async function llmsTxt(locale: Locale): Promise<string> {
  const entry = (title: string, path: string, about: string) =>
    `- [${inline(title)}](${markdownUrl(absoluteUrl(markdownPath(path, locale)))}): ${inline(about)}`
  const text = siteText(locale)
  const words = text.markdown
  const [settings, demo, fixedPages, legal, privacy, posts, categories, sectionPages, collectionSections] =
    await Promise.all([
      getSiteSettings(locale),
      getDemoAvailability(),
      Promise.all(fixedPageNames.map((name) => getFixedPage(name, locale))),
      getLegalPage('legal', locale),
      getLegalPage('privacy', locale),
      getPublishedPostCards('', locale),
      getPublishedCategories(locale),
      getPublishedPages(locale),
      Promise.all(
        collectionRoutes.map(async ({ type, list }) => {
          const documents = await getPublishedDocumentAddresses(type, locale)
          const { title, description } = collections[type].words[locale]
          return [
            `## ${inline(title)}`,
            [
              entry(title, routes[list].path, description),
              ...documents.map((document) =>
                entry(document.title, collectionItemPath(type, document.slug), document.description),
              ),
            ].join('\n'),
          ].join('\n\n')
        }),
      ),
    ])
  const demoPage = messagesFor(locale).demo.meta
  const pages = [
    ...fixedPages.map((page) => entry(page.title, routes[page.fixedPage].path, page.seo.description)),
    entry(demoPage.title, routes.demo.path, fill(demoPage.description, { minutes: demo.meetingMinutes })),
    entry(text.blog.eyebrow, routes.blog.path, text.blog.description),
    ...sectionPages.map((page) => entry(page.title, pagePath(page.slug), page.description)),
  ]
  const legalPages = [legal, privacy].flatMap((page) =>
    page ? [entry(page.title, legalPagePath(page.slug), page.description)] : [],
  )
  const otherLanguages = locales
    .filter((other) => other !== locale)
    .map(
      (other) =>
        `- [${localeNames[other].name}](${markdownUrl(absoluteUrl(localizedPath(llmsTxtPath, other)))}): ${words.sameIn[other]}`,
    )
  return [
    `# ${site.name}`,
    `> ${inline(settings.defaultSeo.description)}`,
    words.about(site.name, text.tagline, absoluteUrl(localizedPath('/', locale))),
    `## ${words.pages}\n\n${pages.join('\n')}`,
    `## ${words.articles}\n\n${posts.map((post) => entry(post.title, postPath(post.slug), post.excerpt)).join('\n')}`,
    `## ${words.categories}\n\n${categories
      .map((category) => entry(category.title, categoryPath(category.slug), category.description))
      .join('\n')}`,
    ...collectionSections,
    `## ${words.legal}\n\n${legalPages.join('\n')}`,
    `## ${words.otherLanguages}\n\n${otherLanguages.join('\n')}`,
  ].join('\n\n')
}
