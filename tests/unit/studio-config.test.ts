import type { DocumentActionComponent, Template } from 'sanity'
import { translatedTypeNames } from '../../lib/content/document-types'
import { createStructureBuilder } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { featureGroups } from '../../lib/content/models/feature'
import { singletonTypes } from '../../schemas'
import { featurePages, locations, previewUrl } from '../../studio/presentation'
import { PreviewsUnavailable } from '../../studio/PreviewsUnavailable'
import { createStudioConfig } from '../../studio/sanity.config'
import { structure } from '../../studio/structure'
import { studioSidebarTitles } from '../support/studio-sidebar'
import { compiledSchema } from '../support/studio-validate'
import { fixedPageId, fixedPageNames } from '../../lib/pages/fixed-pages'
import { routes } from '../../lib/routes'
import { studioTools } from '../../lib/routes/areas'

/* The Studio's Presentation setup: which pages show each type, and what happens without a read token. */

type State = { locations?: { href: string; title?: string }[]; message?: string }
type Resolver = { resolve: (value: Record<string, unknown> | null) => State }
/** A type's locations: resolved from the document's fields, or the same for every document. */
const stateOf = (type: string, value: Record<string, unknown> | null = {}): State => {
  const entry = (locations as Record<string, Resolver | State>)[type]!
  return 'resolve' in entry ? entry.resolve(value) : entry
}
const hrefs = (type: string, value: Record<string, unknown> | null = {}) =>
  (stateOf(type, value).locations ?? []).map((location) => location.href)

type Tool = { name: string; title?: string; component?: unknown; options?: unknown }
type ConfigPlugin = { name?: string; tools?: Tool[]; plugins?: ConfigPlugin[] }
const toolsOf = (plugins: ConfigPlugin[]): Tool[] =>
  plugins.flatMap((plugin) => [...(plugin.tools ?? []), ...toolsOf(plugin.plugins ?? [])])

describe('Presentation locations', () => {
  it('opens plans on /pricing, FAQ on /, claims on / and /features', () => {
    expect(hrefs('faq')).toEqual(['/'])
    expect(hrefs('claim')).toEqual(['/', '/features'])
  })

  it('opens an English plan on the pricing page of every language: its prices are shown on each', () => {
    for (const plan of [{}, { language: 'en' }]) {
      expect(hrefs('pricingPlan', plan)).toEqual(['/pricing', '/es/pricing'])
      expect(stateOf('pricingPlan', plan).message).toMatch(/prices, limits and features are shown in every language/)
    }
    const titles = stateOf('pricingPlan', { language: 'en' }).locations!.map((location) => location.title)
    expect(new Set(titles).size).toBe(2)
    // A Spanish plan holds only its Spanish words.
    expect(hrefs('pricingPlan', { language: 'es' })).toEqual(['/es/pricing'])
  })

  // Every type, in each language: the pages that show the document in that language.
  const article = { title: 'HIPAA basics', slug: 'hipaa-basics' }
  const category = { title: 'Compliance', slug: 'compliance' }
  const legal = { title: 'Privacy policy', slug: 'privacy' }
  it.each([
    ['faq', {}, ['/'], ['/es']],
    ['claim', {}, ['/', '/features'], ['/es', '/es/features']],
    ['feature', { group: 'capability' }, ['/', '/features'], ['/es', '/es/features']],
    ['feature', { group: 'stakeholder' }, ['/features'], ['/es/features']],
    ['post', article, ['/blog/hipaa-basics', '/blog'], ['/es/blog/hipaa-basics', '/es/blog']],
    ['category', category, ['/blog/category/compliance', '/blog'], ['/es/blog/category/compliance', '/es/blog']],
    ['author', { name: 'Amara Okafor' }, ['/blog'], ['/es/blog']],
    ['legalPage', legal, ['/privacy'], ['/es/privacy']],
    ['page', { fixedPage: 'home' }, ['/'], ['/es']],
    ['page', { fixedPage: 'features' }, ['/features'], ['/es/features']],
    ['page', { fixedPage: 'pricing' }, ['/pricing'], ['/es/pricing']],
    ['page', { fixedPage: 'contact' }, ['/contact-us'], ['/es/contact-us']],
    ['page', { title: 'Security', slug: 'security' }, ['/security'], ['/es/security']],
    [
      'siteSettings',
      {},
      ['/', '/features', '/pricing', '/contact-us', '/blog'],
      ['/es', '/es/features', '/es/pricing', '/es/contact-us', '/es/blog'],
    ],
  ])('opens a %s %j on its pages in English and in Spanish', (type, fields, english, spanish) => {
    expect(hrefs(type, { ...fields, language: 'en' })).toEqual(english)
    expect(hrefs(type, { ...fields, language: 'es' })).toEqual(spanish)
  })

  it('covers every translated type, each in both languages above', () => {
    expect(Object.keys(locations ?? {}).sort()).toEqual([...translatedTypeNames].sort())
  })

  it('opens a feature on the pages of its section', () => {
    expect(Object.keys(featurePages).sort()).toEqual(featureGroups.map((group) => group.value).sort())
    expect(hrefs('feature', { group: 'capability' })).toEqual(['/', '/features'])
    expect(hrefs('feature', { group: 'module' })).toEqual(['/'])
    expect(hrefs('feature', { group: 'stakeholder' })).toEqual(['/features'])
    expect((locations as Record<string, Resolver>).feature!.resolve({}).message).toMatch(/Where it appears/)
  })

  it('opens each fixed page’s document on its page, and site settings on every page', () => {
    expect(hrefs('page', { fixedPage: 'home' })).toEqual(['/'])
    expect(hrefs('page', { fixedPage: 'contact' })).toEqual(['/contact-us'])
    expect(hrefs('siteSettings')).toEqual(['/', '/features', '/pricing', '/contact-us', '/blog'])
    expect(stateOf('siteSettings').message).toMatch(/^Shown on every page/)
  })
})

/* The sidebar, serialized the way the structure tool reads it. */
type Node = {
  id: string
  title?: string
  type: string
  child?: Node
  items?: Node[]
  options?: Record<string, unknown>
}
function sidebar(): Node {
  // The parts of a workspace the structure builder reads.
  const source = {
    schema: compiledSchema,
    templates: [],
    getClient: () => ({}),
    i18n: { t: (key: string) => key },
    document: { resolveNewDocumentOptions: () => [] },
  }
  const S = createStructureBuilder({ source: source as never, perspectiveStack: [] as never })
  const root = structure(S, { schema: compiledSchema, getClient: () => ({}) } as never) as {
    serialize: (options: unknown) => Node
  }
  return root.serialize({ path: [] })
}

describe('the Studio’s sidebar', () => {
  it('starts with the pages: each fixed page’s document and the site settings, opened by their ids, in each language', () => {
    const [pages] = sidebar().items!
    expect(pages).toMatchObject({ id: 'pages', title: 'Pages' })
    const titled = pages!.child!.items!.filter((item) => item.type !== 'divider')
    const names = [...fixedPageNames.map((name) => routes[name].name), 'Site settings', 'Trust center settings']
    expect(titled.map((item) => item.title)).toEqual([
      ...names,
      ...names.map((name) => `${name} (Spanish)`),
      'More pages',
    ])
    expect(names).toEqual([
      'Home page',
      'Features',
      'Pricing',
      'Contact Us',
      'Trust center',
      'Site settings',
      'Trust center settings',
    ])
    const documents = [
      ...fixedPageNames.map((name) => ({ id: fixedPageId(name), type: 'page' })),
      { id: 'siteSettings', type: 'siteSettings' },
      { id: 'trustSettings', type: 'trustSettings' },
    ]
    const [english, spanish] = [
      pages!.child!.items!.slice(0, names.length),
      pages!.child!.items!.slice(names.length, 2 * names.length),
    ]
    for (const [index, item] of english.entries()) {
      const { id, type } = documents[index]!
      expect(item.child, item.id).toMatchObject({ type: 'document', options: { id, type } })
    }
    // Each page's Spanish version, by its fixed id, starting in Spanish when it does not exist yet.
    for (const [index, item] of spanish.entries()) {
      const { id, type } = documents[index]!
      expect(item.id).toBe(`${id}__i18n_es`)
      expect(item.child, item.id).toMatchObject({
        type: 'document',
        options: { id: `${id}__i18n_es`, type, template: `${id}-es` },
      })
    }
  })

  it('keeps the content lists after the pages', () => {
    const titles = sidebar()
      .items!.filter((item) => item.type !== 'divider')
      .map((item) => item.title)
    expect(titles).toEqual(studioSidebarTitles)
  })
})

describe('the page documents', () => {
  const config = createStudioConfig({ previewsReady: true }) as unknown as {
    schema: { templates: (templates: Template[]) => Template[] }
    document: {
      actions: (
        actions: DocumentActionComponent[],
        context: { schemaType: string; documentId?: string },
      ) => DocumentActionComponent[]
    }
  }
  const pageNames = singletonTypes.map((type) => type.name)

  it('cannot be created from the Create menu (each exists once)', () => {
    const templates = [...pageNames, 'faq', 'contactMessage', 'demoBooking'].map(
      (type) => ({ id: type, title: type, schemaType: type, value: {} }) as Template,
    )
    // Besides the feature-in-a-section template, only the sidebar's templates (hidden from the menu): each
    // fixed page's in each language, and the site settings' Spanish one.
    expect(config.schema.templates(templates).map((template) => template.id)).toEqual([
      'faq',
      'feature-in-group',
      ...['en', 'es'].flatMap((language) => fixedPageNames.map((name) => `${fixedPageId(name)}-${language}`)),
      ...pageNames.map((name) => `${name}-es`),
    ])
    const spanishHome = config.schema.templates([]).find((template) => template.id === 'page-home-es')
    expect(spanishHome).toMatchObject({ schemaType: 'page', value: { language: 'es', fixedPage: 'home' } })
  })

  it('can be published, but not duplicated, deleted or unpublished', () => {
    const actions = [
      'publish',
      'discardChanges',
      'restore',
      'duplicate',
      'delete',
      'unpublish',
      'unpublishVersion',
    ].map((action) => Object.assign(() => null, { action }) as unknown as DocumentActionComponent)
    const names = (schemaType: string, documentId?: string) =>
      config.document.actions(actions, { schemaType, documentId }).map((action) => action.action)
    for (const type of pageNames) expect(names(type), type).toEqual(['publish', 'discardChanges', 'restore'])
    // The fixed pages' documents, published, draft or translated; any other page may go.
    for (const id of ['page-home', 'drafts.page-pricing', 'page-contact__i18n_es'])
      expect(names('page', id), id).toEqual(['publish', 'discardChanges', 'restore'])
    expect(names('page', 'page-security')).toEqual(actions.map((action) => action.action))
    expect(names('faq')).toEqual(actions.map((action) => action.action))
    // What the site writes: a message may be deleted (spam, a request to be forgotten), a booking's copy not even that.
    expect(names('contactMessage')).toEqual(['delete'])
    expect(names('demoBooking')).toEqual([])
  })
})

describe('the Studio configuration', () => {
  it('has every tool at an address the site serves the Studio at, Releases too: a reload of any of them is the Studio', () => {
    const config = createStudioConfig({ previewsReady: true }) as unknown as {
      plugins: ConfigPlugin[]
      releases?: { enabled?: boolean }
    }
    const tools = toolsOf(config.plugins).map((tool) => tool.name)
    expect(tools).toEqual(expect.arrayContaining(['structure', 'presentation']))
    expect(config.releases?.enabled).toBe(true)
    expect([...studioTools].sort()).toEqual([...tools, 'releases', 'intent'].sort())
  })

  it('has the Presentation tool when the server holds a read token', () => {
    const config = createStudioConfig({ previewsReady: true }) as unknown as { plugins: ConfigPlugin[] }
    const preview = toolsOf(config.plugins).find((tool) => tool.name === 'presentation')
    expect(preview).toMatchObject({ title: 'Preview', options: { previewUrl } })
    expect(preview?.component).not.toBe(PreviewsUnavailable)
  })

  it('explains what is missing instead when it has none', () => {
    const config = createStudioConfig({ previewsReady: false }) as unknown as { plugins: ConfigPlugin[] }
    const preview = toolsOf(config.plugins).find((tool) => tool.name === 'presentation')
    expect(preview).toMatchObject({ title: 'Preview', component: PreviewsUnavailable })
  })
})
