import 'server-only'
import { categoryPath, postPath } from '../blog/paths'
import { routes } from '../routes'
import {
  getCategory,
  getClaims,
  getContactPage,
  getFaqs,
  getFeatures,
  getFeaturesPage,
  getHomePage,
  getLegalPage,
  getPage,
  getPost,
  getPostCards,
  getPricingPage,
  getPricingPlans,
  getSiteSettings,
  type Feature,
  type PostCard,
  type SectionHeading,
} from '../content'
import { formatClaimFigure, formatDate, formatIntegrations, formatUsd } from '../format'
import { absoluteUrl } from '../seo'
import { site } from '../site'
import { defaultLocale } from '../i18n/locales'
import { portableTextMarkdown } from './portable-text'
import { sectionsMarkdown } from '../sections/PageSections'

/*
 * A Markdown copy of each public page, made from the same documents the page shows (through the
 * content layer, so each copy is tagged and refreshed on publish like its page), for AI agents:
 * `<page>.md`, or the page's own address with `Accept: text/markdown` (next.config.mjs).
 */

/** The Markdown copies are of the English pages. */
const language = defaultLocale

const lines = (...parts: (string | false | undefined | null)[]) =>
  parts.filter((part) => part !== false && part !== undefined && part !== null).join('\n\n')

const section = (heading: SectionHeading, level = 2) => lines(`${'#'.repeat(level)} ${heading.heading}`, heading.intro)

const featureList = (features: Feature[]) =>
  features.map((feature) => `- **${feature.title}**: ${feature.description}`).join('\n')

const link = (text: string, path: string) => `[${text}](${absoluteUrl(path)})`

/** The Markdown copy's own address: `/index.md` for the home page, `<path>.md` otherwise. */
export const markdownPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

const postLine = (post: PostCard) =>
  `- ${link(post.title, markdownPath(postPath(post.slug)))} (${formatDate(post.publishedAt, language)}, ${post.category.title}): ${post.excerpt}`

async function home() {
  const [page, capabilities, modules, benefits, claims, faqs] = await Promise.all([
    getHomePage(),
    getFeatures('capability'),
    getFeatures('module'),
    getFeatures('benefit'),
    getClaims(),
    getFaqs(),
  ])
  return lines(
    `# ${page.hero.heading}`,
    page.hero.intro,
    page.hero.note,
    section(page.featuresSection),
    featureList(capabilities),
    section(page.howItWorksSection),
    modules.map((module, index) => `${index + 1}. **${module.title}**: ${module.description}`).join('\n'),
    section(page.benefitsSection),
    claims.map((claim) => `- **${formatClaimFigure(claim, language)}** ${claim.statement}`).join('\n'),
    featureList(benefits),
    section(page.faqSection),
    ...faqs.map((faq) => lines(`### ${faq.question}`, portableTextMarkdown(faq.answer))),
  )
}

async function features() {
  const [page, capabilities, coreValues, stakeholders] = await Promise.all([
    getFeaturesPage(),
    getFeatures('capability'),
    getFeatures('coreValue'),
    getFeatures('stakeholder'),
  ])
  return lines(
    `# ${page.header.heading}`,
    page.header.intro,
    section(page.whySection),
    page.whySection.points.map((point) => `- **${point.title}**: ${point.text}`).join('\n'),
    section(page.capabilitiesSection),
    featureList(capabilities),
    section(page.coreValuesSection),
    featureList(coreValues),
    section(page.stakeholdersSection),
    featureList(stakeholders),
  )
}

async function pricing() {
  const [page, plans] = await Promise.all([getPricingPage(), getPricingPlans()])
  const yes = (flag: boolean) => (flag ? 'Yes' : 'No')
  return lines(
    `# ${page.header.heading}`,
    page.header.intro,
    [
      `| Plan | Monthly | Annual | Integrations | ${page.featureLabels.hipaaCompliant} |`,
      '|---|---:|---:|---|---|',
      ...plans.map(
        (plan) =>
          `| ${plan.name} | ${formatUsd(plan.monthlyPrice)} | ${formatUsd(plan.annualPrice)} | ${formatIntegrations(plan.integrations, language)} | ${yes(plan.hipaaCompliant)} |`,
      ),
    ].join('\n'),
    `Prices in US dollars. ${page.billing.monthlyNote}. ${page.billing.annualNote}.`,
    ...plans.map((plan) =>
      lines(`## ${plan.name}`, plan.tagline, plan.highlights.map((highlight) => `- ${highlight}`).join('\n')),
    ),
    portableTextMarkdown(page.footnote),
  )
}

async function contact() {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  const { contact: details } = settings
  return lines(
    `# ${page.heading}`,
    page.intro,
    `## ${page.addressHeading}`,
    `${settings.companyName}\n${details.street}\n${details.locality}, ${details.region} ${details.postalCode}\n${details.country}`,
    `## ${page.emailHeading}`,
    `${details.email}\n${details.phone}`,
    `## ${page.formHeading}`,
    `${page.formIntro} The form is at ${absoluteUrl(routes.contact.path)}.`,
  )
}

async function blogIndex() {
  const posts = await getPostCards()
  return lines(`# ${site.name} blog`, posts.map(postLine).join('\n'))
}

async function category(slug: string) {
  const found = await getCategory(slug)
  if (!found) return undefined
  const posts = await getPostCards(slug)
  return lines(`# ${found.title}`, found.description, posts.map(postLine).join('\n'))
}

async function article(slug: string) {
  const post = await getPost(slug)
  if (!post) return undefined
  return lines(
    `# ${post.title}`,
    `_${formatDate(post.publishedAt, language)} · ${post.author.name} · ${link(post.category.title, markdownPath(categoryPath(post.category.slug)))}_`,
    `> ${post.excerpt}`,
    portableTextMarkdown(post.body),
  )
}

async function legal(slug: string) {
  const page = await getLegalPage(slug)
  if (!page) return undefined
  return lines(
    `# ${page.title}`,
    `_Last updated ${formatDate(page.lastUpdated, language)}_`,
    page.description,
    portableTextMarkdown(page.body),
  )
}

/** A page built from sections: its title, then each visible section's copy. */
async function sectionsPage(slug: string) {
  const page = await getPage(slug, language)
  if (!page) return undefined
  return lines(`# ${page.title}`, `> ${page.seo.description}`, await sectionsMarkdown(page.sections, language))
}

/** The Markdown copy of the page at `path`, or undefined when there is no such page. */
export async function pageMarkdown(path: string): Promise<string | undefined> {
  const fixed: Record<string, () => Promise<string | undefined>> = {
    [routes.home.path]: home,
    [routes.features.path]: features,
    [routes.pricing.path]: pricing,
    [routes.contact.path]: contact,
    [routes.blog.path]: blogIndex,
    [routes.legal.path]: () => legal('legal'),
    [routes.privacy.path]: () => legal('privacy'),
  }
  if (fixed[path]) return fixed[path]()
  const categoryMatch = /^\/blog\/category\/([a-z0-9-]+)$/.exec(path)
  if (categoryMatch) return category(categoryMatch[1]!)
  const postMatch = /^\/blog\/([a-z0-9-]+)$/.exec(path)
  if (postMatch) return article(postMatch[1]!)
  const pageMatch = /^\/([a-z0-9-]+)$/.exec(path)
  if (pageMatch) return sectionsPage(pageMatch[1]!)
  return undefined
}
