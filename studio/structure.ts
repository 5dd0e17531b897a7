import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import {
  Accessibility,
  FileUp,
  LockKeyhole,
  BadgeDollarSign,
  FileLock,
  Server,
  BadgePercent,
  House,
  Mail,
  Settings,
  Sparkles,
  Languages,
  CreditCard,
  CalendarClock,
  Inbox,
  LayoutGrid,
  Layers,
  MessageCircleQuestionMark,
  Newspaper,
  PanelsTopLeft,
  Plus,
  Scale,
  ShieldCheck,
  Signpost,
  Tags,
  UserRound,
} from 'lucide-react'
import type { ComponentType } from 'react'
import type { SortOrderingItem } from 'sanity'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { featureGroups } from '../lib/content/models/feature'
import { EVIDENCE_REVIEW_MONTHS } from '../lib/content/rules/claims'
import { DEFAULT_API_VERSION } from '../lib/env/public'
import { schemaTypes, settingsSingletonTypes, singletonTypes } from '../schemas'
import { collectionRoutes } from '../lib/collections/routes'
import {
  defaultLanguage,
  languageNames,
  supportedLanguages,
  translatedSingletonId,
  type LanguageId,
} from '../schemas/shared/languages'
import { fixedPageId, fixedPageNames, type FixedPageName } from '../lib/pages/fixed-pages'
import { routes } from '../lib/routes'
import { inDefaultLanguage, missingTranslationFilter, sectionPagesFilter } from '../lib/content/queries'
import { missingTranslationParams } from './i18n'

/** The template that presets a new feature's section when created from that section's list. */
export const featureInGroupTemplateId = 'feature-in-group'

const byOrder = [{ field: 'order', direction: 'asc' as const }]

/** The languages other than English, whose page documents follow the English ones under "Pages". */
const translations = supportedLanguages
  .filter((language) => language.id !== defaultLanguage)
  .map((language) => ({ id: language.id, name: languageNames[language.id] }))

/** The template that starts a page document (a fixed page's, the site settings' translation) in its language (studio/sanity.config.ts). */
export const translatedPageTemplateId = (id: string, language: string) => `${id}-${language}`

/** The fixed pages' icons in "Pages". */
const fixedPageIcons: Record<FixedPageName, ComponentType> = {
  home: House,
  features: Sparkles,
  pricing: BadgeDollarSign,
  contact: Mail,
  trust: ShieldCheck,
}

type EnglishListOptions = {
  type: string
  id: string
  title: string
  icon: ComponentType
  /** The open list's title, when it says more than the sidebar's. */
  listTitle?: string
  ordering?: SortOrderingItem[]
  /** More GROQ the documents must match. */
  filter?: string
}

/**
 * A sidebar item that opens a list of one type's English documents (translations open from each
 * document's Translations menu).
 */
const englishListItem = (
  S: StructureBuilder,
  { type, id, title, icon, listTitle = title, ordering, filter }: EnglishListOptions,
) => {
  const list = S.documentList()
    .id(id)
    .title(listTitle)
    .schemaType(type)
    .apiVersion(DEFAULT_API_VERSION)
    .filter([`_type == $type && ${inDefaultLanguage}`, filter].filter(Boolean).join(' && '))
    .params({ type })
  return S.listItem()
    .id(id)
    .title(title)
    .icon(icon)
    .schemaType(type)
    .child(ordering ? list.defaultOrdering(ordering) : list)
}

/**
 * Each collection's English documents (lib/collections), titled like its list page ("Case studies")
 * and in its schema's first ordering.
 */
const collectionItems = (S: StructureBuilder) =>
  collectionRoutes.map(({ type, list }) => {
    const schema = schemaTypes.find((candidate) => candidate.name === type) as
      | { icon?: ComponentType; orderings?: { by: SortOrderingItem[] }[] }
      | undefined
    return englishListItem(S, {
      type,
      id: type,
      title: routes[list].name,
      icon: schema?.icon ?? Layers,
      ordering: schema?.orderings?.[0]?.by,
    })
  })

/**
 * The documents "Pages" opens straight, in one language: the fixed pages' (page-home), then the
 * site settings (siteSettings), by their fixed ids; one that does not exist yet starts from its
 * template, in its language.
 */
function pageDocumentItems(S: StructureBuilder, language: LanguageId) {
  const inLanguage = (title: string) => (language === defaultLanguage ? title : `${title} (${languageNames[language]})`)
  const item = (options: { id: string; type: string; title: string; icon: ComponentType; template?: string }) => {
    const document = S.document().schemaType(options.type).documentId(options.id).title(options.title)
    return S.listItem()
      .id(options.id)
      .title(options.title)
      .icon(options.icon)
      .schemaType(options.type)
      .child(options.template ? document.initialValueTemplate(options.template) : document)
  }
  return [
    ...fixedPageNames.map((name) =>
      item({
        id: translatedSingletonId(fixedPageId(name), language),
        type: 'page',
        title: inLanguage(routes[name].name),
        icon: fixedPageIcons[name],
        template: translatedPageTemplateId(fixedPageId(name), language),
      }),
    ),
    ...singletonTypes.map((type) =>
      item({
        id: translatedSingletonId(type.name, language),
        type: type.name,
        title: inLanguage(type.title ?? type.name),
        icon: type.icon ?? Settings,
        template: language === defaultLanguage ? undefined : translatedPageTemplateId(type.name, language),
      }),
    ),
  ]
}

/** 18 months in seconds (30.44 days a month): a claim's evidence older than this is due for review (lib/content/rules.ts). */
const reviewAgeSeconds = Math.round(EVIDENCE_REVIEW_MONTHS * 30.44 * 24 * 60 * 60)

/** The trust center's documents (docs/trust.md); its settings open from "Pages" with the site settings. */
const trustCenterItem = (S: StructureBuilder) =>
  S.listItem()
    .id('trust')
    .title('Trust center')
    .icon(ShieldCheck)
    .child(
      S.list()
        .id('trust')
        .title('Trust center')
        .items([
          englishListItem(S, {
            type: 'complianceFramework',
            id: 'compliance',
            title: 'Compliance frameworks',
            icon: ShieldCheck,
            ordering: byOrder,
          }),
          englishListItem(S, {
            type: 'subprocessor',
            id: 'subprocessors',
            title: 'Subprocessors',
            icon: Server,
            ordering: byOrder,
          }),
          englishListItem(S, {
            type: 'trustDocument',
            id: 'trust-documents',
            title: 'Documents',
            icon: FileLock,
            ordering: byOrder,
          }),
          englishListItem(S, {
            type: 'conformanceReport',
            id: 'conformance-reports',
            title: 'Accessibility reports',
            icon: Accessibility,
          }),
          S.divider(),
          // What the site writes when a Sanity project is connected (lib/trust/studio-copy.ts).
          S.listItem()
            .id('trust-requests')
            .title('Requests (questionnaires, BAAs, pen-test letters)')
            .icon(FileUp)
            .schemaType('trustRequest')
            .child(
              S.documentTypeList('trustRequest')
                .id('trust-requests')
                .title('Trust center requests, newest first')
                .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
                .initialValueTemplates([]),
            ),
          S.listItem()
            .id('access-requests')
            .title('Access requests')
            .icon(LockKeyhole)
            .schemaType('trustAccessRequest')
            .child(
              S.documentTypeList('trustAccessRequest')
                .id('access-requests')
                .title('Access requests to the restricted documents')
                .defaultOrdering([{ field: 'requestedAt', direction: 'desc' }])
                .initialValueTemplates([]),
            ),
          S.divider(),
          englishListItem(S, {
            type: 'claim',
            id: 'claims-due-for-review',
            title: 'Claims due for review',
            listTitle: 'Claims whose evidence is over 18 months old',
            icon: BadgePercent,
            filter: `dateTime(evidence.date + "T00:00:00Z") < dateTime(now()) - ${reviewAgeSeconds}`,
          }),
        ]),
    )

/*
 * The Studio's sidebar: the page documents, each opened straight as its one document
 * (its _id is its type), then the four content types the site renders, features split by the
 * section of the site they appear in, and the contact form's inbox. Plans, features and
 * FAQ items are drag-and-drop lists (@sanity/orderable-document-list): the order staff
 * set there is the order on the site (the `orderRank` field the site's queries sort by).
 */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .id('root')
    .title('MediCore content')
    .items([
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(PanelsTopLeft)
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items([
              ...pageDocumentItems(S, defaultLanguage),
              // Each page's translation, by its fixed id (page-home__i18n_es), after all the English pages.
              ...translations.flatMap((language) => pageDocumentItems(S, language.id)),
              S.divider(),
              // The pages staff compose from sections, as many as they like (translations open from each page).
              englishListItem(S, {
                type: 'page',
                id: 'section-pages',
                title: 'More pages',
                listTitle: 'Pages built from sections',
                icon: PanelsTopLeft,
                filter: sectionPagesFilter,
              }),
            ]),
        ),
      // The demo availability: one document for every language.
      ...settingsSingletonTypes.map((type) =>
        S.listItem()
          .id(type.name)
          .title(type.title)
          .icon(type.icon)
          .schemaType(type.name)
          .child(S.document().schemaType(type.name).documentId(type.name).title(type.title)),
      ),
      S.divider(),
      orderableDocumentListDeskItem({
        type: 'pricingPlan',
        id: 'pricing-plans',
        title: 'Pricing plans',
        icon: CreditCard,
        filter: inDefaultLanguage,
        S,
        context,
      }),
      S.listItem()
        .id('features')
        .title('Features')
        .icon(LayoutGrid)
        .child(
          S.list()
            .id('features')
            .title('Features by section')
            .items([
              ...featureGroups.map((group) =>
                orderableDocumentListDeskItem({
                  type: 'feature',
                  id: `features-${group.value}`,
                  title: group.title,
                  icon: Layers,
                  filter: `group == $group && ${inDefaultLanguage}`,
                  params: { group: group.value },
                  // "Create" from a section's list presets that section.
                  createIntent: false,
                  menuItems: [
                    S.menuItem()
                      .title('New feature in this section')
                      .icon(Plus)
                      .intent({
                        type: 'create',
                        params: [{ type: 'feature', template: featureInGroupTemplateId }, { group: group.value }],
                      })
                      .serialize(),
                  ],
                  S,
                  context,
                }),
              ),
              S.divider(),
              englishListItem(S, {
                type: 'feature',
                id: 'features-all',
                title: 'All features',
                icon: LayoutGrid,
                ordering: [{ field: 'orderRank', direction: 'asc' }],
              }),
            ]),
        ),
      englishListItem(S, {
        type: 'claim',
        id: 'claims',
        title: 'Marketing claims',
        icon: BadgePercent,
        ordering: byOrder,
      }),
      orderableDocumentListDeskItem({
        type: 'faq',
        id: 'faq',
        title: 'FAQ',
        icon: MessageCircleQuestionMark,
        filter: inDefaultLanguage,
        S,
        context,
      }),
      trustCenterItem(S),
      S.divider(),
      S.listItem()
        .id('blog')
        .title('Blog')
        .icon(Newspaper)
        .child(
          S.list()
            .id('blog')
            .title('Blog')
            .items([
              englishListItem(S, {
                type: 'post',
                id: 'posts',
                title: 'Articles',
                icon: Newspaper,
                listTitle: 'Articles, newest first',
                ordering: [{ field: 'publishedAt', direction: 'desc' }],
              }),
              englishListItem(S, { type: 'author', id: 'authors', title: 'Authors', icon: UserRound }),
              englishListItem(S, { type: 'category', id: 'categories', title: 'Categories', icon: Tags }),
            ]),
        ),
      ...collectionItems(S),
      englishListItem(S, { type: 'legalPage', id: 'legal-pages', title: 'Legal pages', icon: Scale }),
      S.documentTypeListItem('redirect').id('redirects').title('Redirects').icon(Signpost),
      S.divider(),
      S.listItem()
        .id('inbox')
        .title('Inbox')
        .icon(Inbox)
        .schemaType('contactMessage')
        .child(
          S.documentTypeList('contactMessage')
            .id('inbox')
            .title('Inbox: contact form messages')
            .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
            .initialValueTemplates([]),
        ),
      S.listItem()
        .id('demo-bookings')
        .title('Demo bookings')
        .icon(CalendarClock)
        .schemaType('demoBooking')
        .child(
          S.documentTypeList('demoBooking')
            .id('demo-bookings')
            .title('Demo bookings, earliest first')
            .defaultOrdering([{ field: 'startsAt', direction: 'asc' }])
            .initialValueTemplates([]),
        ),
      S.divider(),
      // What is left to translate: English documents with no version in the language yet.
      ...translations.map((language) =>
        S.listItem()
          .id(`missing-${language.id}`)
          .title(`Missing ${language.name}`)
          .icon(Languages)
          .child(
            S.documentList()
              .id(`missing-${language.id}`)
              .title(`Not yet in ${language.name}`)
              .apiVersion(DEFAULT_API_VERSION)
              .filter(missingTranslationFilter)
              .params(missingTranslationParams(language.id))
              .initialValueTemplates([]),
          ),
      ),
    ])
