import 'server-only'
import { collections } from '../collections/registry'
import { collectionRoutes } from '../collections/routes'
import {
  getFixedPage,
  getLegalPage,
  getPublishedCategories,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getPublishedPostCards,
  getSiteSettings,
} from '../content'
import type { Locale } from '../i18n/locales'
import { fixedPageNames } from '../pages/fixed-pages'
import { siteText } from '../i18n/site-text'
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
 * /llms.txt (llmstxt.org): what MediCore is, and a link to the Markdown copy of every public
 * page, article, category and collection document (a case study), each with one line saying what it holds.
 */

const entry = (title: string, path: string, about: string) =>
  `- [${inline(title)}](${markdownUrl(absoluteUrl(markdownPath(path)))}): ${inline(about)}`

export async function llmsTxt(locale: Locale): Promise<string> {
  const [settings, fixedPages, legal, privacy, posts, categories, sectionPages, collectionSections] = await Promise.all(
    [
      getSiteSettings(locale),
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
    ],
  )
  const pages = [
    ...fixedPages.map((page) => entry(page.title, routes[page.fixedPage].path, page.seo.description)),
    entry('Blog', routes.blog.path, siteText(locale).blog.description),
    ...sectionPages.map((page) => entry(page.title, pagePath(page.slug), page.description)),
  ]
  const legalPages = [legal, privacy].flatMap((page) =>
    page ? [entry(page.title, legalPagePath(page.slug), page.description)] : [],
  )
  return [
    `# ${site.name}`,
    `> ${inline(settings.defaultSeo.description)}`,
    `${site.name} is a ${siteText(locale).tagline.toLowerCase()} platform for hospitals, clinics, doctors, nurses, labs and patients. Each link below is a Markdown copy of a page of ${absoluteUrl('/')}; every page also answers \`Accept: text/markdown\` with the same copy.`,
    `## Pages\n\n${pages.join('\n')}`,
    `## Articles\n\n${posts.map((post) => entry(post.title, postPath(post.slug), post.excerpt)).join('\n')}`,
    `## Blog categories\n\n${categories
      .map((category) => entry(category.title, categoryPath(category.slug), category.description))
      .join('\n')}`,
    ...collectionSections,
    `## Legal\n\n${legalPages.join('\n')}`,
  ].join('\n\n')
}
