import { Monitor } from 'lucide-react'
import { defineConfig, definePlugin, getPublishedId, type Template } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { sanityProject } from '../lib/env/public'
import type { FeatureGroup } from '../lib/content/models/feature'
import { schemaTypes, settingsSingletonTypes, singletonTypes, siteWrittenTypes } from '../schemas'
import { defaultLanguage, supportedLanguages, translatedSingletonId } from '../schemas/shared/languages'
import { fixedPageId, fixedPageNames } from '../lib/pages/fixed-pages'
import { routes } from '../lib/routes'
import { startInEnglish, translationsPlugin } from './i18n'
import { locations, previewUrl } from './presentation'
import { PreviewsUnavailable } from './PreviewsUnavailable'
import { featureInGroupTemplateId, structure, translatedPageTemplateId } from './structure'

/*
 * The embedded Studio at /studio. It is only mounted when a Sanity project is
 * configured (contentSource.kind === 'lake'); without one, app/studio renders a page
 * that explains how to connect a project instead. The placeholders below only keep
 * the configuration well-formed for tools that load it without a project.
 */
const lake = sanityProject()

/** The page documents: one each, opened from the sidebar's "Pages" list. */
const singletonNames = new Set<string>([...singletonTypes, ...settingsSingletonTypes].map((type) => type.name))
/** What only the site creates: the messages, bookings and trust center requests, and the access requests staff decide on. */
const siteWrittenNames = new Set<string>([...siteWrittenTypes.map((type) => type.name), 'trustAccessRequest'])

/** What a page document may not do: there is exactly one, and the site needs it published. */
const singletonBlockedActions = new Set(['duplicate', 'delete', 'unpublish', 'unpublishVersion'])

/** The fixed pages' documents in every language, which the site needs as singletons are needed. */
const fixedPageDocumentIds = new Set(
  supportedLanguages.flatMap((language) =>
    fixedPageNames.map((name) => translatedSingletonId(fixedPageId(name), language.id)),
  ),
)
const isFixedPageDocument = (documentId: string | undefined) =>
  documentId !== undefined && fixedPageDocumentIds.has(getPublishedId(documentId))

const featureInGroup: Template<{ group?: FeatureGroup }, { group?: FeatureGroup }> = {
  id: featureInGroupTemplateId,
  title: 'Feature in a section',
  schemaType: 'feature',
  parameters: [{ name: 'group', type: 'string', title: 'Section' }],
  value: (params) => ({ group: params?.group, language: defaultLanguage }),
}

/**
 * The templates the sidebar's page documents open with when they do not exist yet: a fixed page's
 * in each language (page-home, page-home__i18n_es), with its `fixedPage` set, and the site
 * settings' translation (siteSettings__i18n_es), each in its language. Only the sidebar uses them.
 */
const translatedPageTemplates: Template[] = [
  ...supportedLanguages.flatMap((language) =>
    fixedPageNames.map((name) => ({
      id: translatedPageTemplateId(fixedPageId(name), language.id),
      title: `${routes[name].name} (${language.title})`,
      schemaType: 'page',
      value: { language: language.id, fixedPage: name, title: routes[name].name },
    })),
  ),
  ...supportedLanguages
    .filter((language) => language.id !== defaultLanguage)
    .flatMap((language) =>
      singletonTypes.map((type) => ({
        id: translatedPageTemplateId(type.name, language.id),
        title: `${type.title} (${language.title})`,
        schemaType: type.name,
        value: { language: language.id },
      })),
    ),
]
const translatedPageTemplateIds = new Set(translatedPageTemplates.map((template) => template.id))

export type StudioOptions = {
  /**
   * Whether the site's server has SANITY_API_READ_TOKEN, which draft mode needs to read drafts.
   * The token itself never reaches the browser: the server page passes this boolean only.
   */
  previewsReady: boolean
  /** SANITY_API_HOST when the server has one (lib/api-host.ts): the Studio then talks to that host too. */
  apiHost?: string
}

/** The Presentation tool, or in its place a page that says what previews are missing. */
const previewTool = ({ previewsReady }: StudioOptions) =>
  previewsReady ? presentationTool({ title: 'Preview', previewUrl, resolve: { locations } }) : previewsUnavailable()

const previewsUnavailable = definePlugin({
  name: 'medicore-previews-unavailable',
  tools: [{ name: 'presentation', title: 'Preview', icon: Monitor, component: PreviewsUnavailable }],
})

export function createStudioConfig(options: StudioOptions) {
  return defineConfig({
    name: 'medicore',
    title: 'MediCore content',
    basePath: '/studio',
    projectId: lake?.projectId ?? 'unconfigured',
    dataset: lake?.dataset ?? 'production',
    ...(options.apiHost && { apiHost: options.apiHost }),
    plugins: [structureTool({ title: 'Content', structure }), previewTool(options), translationsPlugin],
    // Content releases: staff group changes (a new price, its FAQ answer) and schedule them to be
    // published together. On publishing, each document's webhook refreshes its pages as usual.
    releases: { enabled: true },
    schema: {
      types: schemaTypes,
      // Messages and bookings come only from the site's forms, and each page document exists once: staff create neither.
      // New documents of the translated types start in English.
      templates: (templates) => [
        ...templates
          .filter((template) => !siteWrittenNames.has(template.schemaType) && !singletonNames.has(template.schemaType))
          .map(startInEnglish),
        featureInGroup as Template,
        ...translatedPageTemplates,
      ],
    },
    document: {
      // No "Create" menu offers a page document's template (a second home page): the sidebar alone
      // opens those, by their fixed ids. The global menu offers plain types; the section template
      // needs its parameter.
      newDocumentOptions: (options, { creationContext }) =>
        options.filter(
          (option) =>
            !translatedPageTemplateIds.has(option.templateId) &&
            (creationContext.type !== 'global' || option.templateId !== featureInGroupTemplateId),
        ),
      actions: (actions, { schemaType, documentId }) => {
        if (singletonNames.has(schemaType) || isFixedPageDocument(documentId))
          return actions.filter((action) => !singletonBlockedActions.has(action.action ?? ''))
        // Staff read messages and may delete them (spam, a request to be forgotten), nothing else.
        if (schemaType === 'contactMessage' || schemaType === 'trustRequest')
          return actions.filter((action) => action.action === 'delete')
        // An access request's copy: staff publish their decision on it; the site keeps the request.
        if (schemaType === 'trustAccessRequest')
          return actions.filter((action) => action.action === 'publish' || action.action === 'discardChanges')
        // A booking's copy is the site's to rewrite: moving or cancelling is the visitor's, with their mailed links.
        if (schemaType === 'demoBooking') return []
        // A duplicated plan would always share its tier with the original.
        if (schemaType === 'pricingPlan') return actions.filter((action) => action.action !== 'duplicate')
        return actions
      },
    },
  })
}

/**
 * For tools that load the configuration file itself (the Sanity CLI); the site uses createStudioConfig.
 * @public
 */
export default createStudioConfig({ previewsReady: true })
