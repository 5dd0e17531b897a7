import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import {
  BadgePercent,
  CreditCard,
  Inbox,
  LayoutGrid,
  Layers,
  MessageCircleQuestionMark,
  Newspaper,
  PanelsTopLeft,
  Plus,
  Scale,
  Signpost,
  Tags,
  UserRound,
} from 'lucide-react'
import type { StructureResolver } from 'sanity/structure'
import { featureGroups } from '../lib/content/models/feature'
import { singletonTypes } from '../schemas'

/** The template that presets a new feature's section when created from that section's list. */
export const featureInGroupTemplateId = 'feature-in-group'

const byOrder = [{ field: 'order', direction: 'asc' as const }]

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
            .items(
              singletonTypes.map((type) =>
                S.listItem()
                  .id(type.name)
                  .title(type.title)
                  .icon(type.icon)
                  .schemaType(type.name)
                  .child(S.document().schemaType(type.name).documentId(type.name).title(type.title)),
              ),
            ),
        ),
      S.divider(),
      orderableDocumentListDeskItem({
        type: 'pricingPlan',
        id: 'pricing-plans',
        title: 'Pricing plans',
        icon: CreditCard,
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
                  filter: 'group == $group',
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
              S.listItem()
                .id('features-all')
                .title('All features')
                .icon(LayoutGrid)
                .schemaType('feature')
                .child(
                  S.documentTypeList('feature')
                    .id('features-all')
                    .title('All features')
                    .defaultOrdering([{ field: 'orderRank', direction: 'asc' }]),
                ),
            ]),
        ),
      S.listItem()
        .id('claims')
        .title('Marketing claims')
        .icon(BadgePercent)
        .schemaType('claim')
        .child(S.documentTypeList('claim').id('claims').title('Marketing claims').defaultOrdering(byOrder)),
      orderableDocumentListDeskItem({
        type: 'faq',
        id: 'faq',
        title: 'FAQ',
        icon: MessageCircleQuestionMark,
        S,
        context,
      }),
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
              S.listItem()
                .id('posts')
                .title('Articles')
                .icon(Newspaper)
                .schemaType('post')
                .child(
                  S.documentTypeList('post')
                    .id('posts')
                    .title('Articles, newest first')
                    .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
                ),
              S.documentTypeListItem('author').id('authors').title('Authors').icon(UserRound),
              S.documentTypeListItem('category').id('categories').title('Categories').icon(Tags),
            ]),
        ),
      S.documentTypeListItem('legalPage').id('legal-pages').title('Legal pages').icon(Scale),
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
    ])
