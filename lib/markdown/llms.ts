import 'server-only'
import { categoryPath, legalPagePath, pagePath, postPath } from '../blog/paths'
import {
  getFixedPage,
  getLegalPage,
  getPublishedCategories,
  getPublishedPages,
  getPublishedPostCards,
  getSiteSettings,
} from '../content'
import { defaultLocale } from '../i18n/locales'
import { fixedPageNames } from '../pages/fixed-pages'
import { siteText } from '../i18n/site-text'
import { routes } from '../routes'
import { absoluteUrl } from '../seo'
import { site } from '../site'
import { markdownPath } from './pages'

/*
 * /llms.txt (llmstxt.org): what MediCore is, and a link to the Markdown copy of every public
 * page, article and category, each with one line saying what it holds.
 */

const entry = (title: string, path: string, about: string) =>
  `- [${title}](${absoluteUrl(markdownPath(path))}): ${about}`

export async function llmsTxt(): Promise<string> {
  const [settings, fixedPages, legal, privacy, posts, categories, sectionPages] = await Promise.all([
    getSiteSettings(defaultLocale),
    Promise.all(fixedPageNames.map((name) => getFixedPage(name, defaultLocale))),
    getLegalPage('legal', defaultLocale),
    getLegalPage('privacy', defaultLocale),
    getPublishedPostCards('', defaultLocale),
    getPublishedCategories(defaultLocale),
    getPublishedPages(defaultLocale),
  ])
  const pages = [
    ...fixedPages.map((page) => entry(page.title, routes[page.fixedPage].path, page.seo.description)),
    entry('Blog', routes.blog.path, siteText('en').blog.description),
    ...sectionPages.map((page) => entry(page.title, pagePath(page.slug), page.description)),
  ]
  const legalPages = [legal, privacy].flatMap((page) =>
    page ? [entry(page.title, legalPagePath(page.slug), page.description)] : [],
  )
  return [
    `# ${site.name}`,
    `> ${settings.defaultSeo.description}`,
    `${site.name} is a ${siteText(defaultLocale).tagline.toLowerCase()} platform for hospitals, clinics, doctors, nurses, labs and patients. Each link below is a Markdown copy of a page of ${absoluteUrl('/')}; every page also answers \`Accept: text/markdown\` with the same copy.`,
    `## Pages\n\n${pages.join('\n')}`,
    `## Articles\n\n${posts.map((post) => entry(post.title, postPath(post.slug), post.excerpt)).join('\n')}`,
    `## Blog categories\n\n${categories
      .map((category) => entry(category.title, categoryPath(category.slug), category.description))
      .join('\n')}`,
    `## Legal\n\n${legalPages.join('\n')}`,
  ].join('\n\n')
}
