import { BadgePercent, CreditCard, Inbox, LayoutGrid, Layers, MessageCircleQuestionMark } from 'lucide-react'
import type { StructureResolver } from 'sanity/structure'
import { featureGroups } from '../lib/content/models/feature'
import { studioApiVersion } from '../schemas/validation'

/** The template that presets a new feature's section when created from that section's list. */
export const featureInGroupTemplateId = 'feature-in-group'

const byOrder = [{ field: 'order', direction: 'asc' as const }]

/*
 * The Studio's sidebar: the four content types the site renders, features split by the
 * section of the site they appear in, and the contact form's inbox.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .id('root')
    .title('MediCore content')
    .items([
      S.listItem()
        .id('pricing-plans')
        .title('Pricing plans')
        .icon(CreditCard)
        .schemaType('pricingPlan')
        .child(S.documentTypeList('pricingPlan').id('pricing-plans').title('Pricing plans').defaultOrdering(byOrder)),
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
                S.listItem()
                  .id(`features-${group.value}`)
                  .title(group.title)
                  .icon(Layers)
                  .schemaType('feature')
                  .child(
                    S.documentList()
                      .id(`features-${group.value}`)
                      .title(group.title)
                      .schemaType('feature')
                      .apiVersion(studioApiVersion)
                      .filter('_type == "feature" && group == $group')
                      .params({ group: group.value })
                      .defaultOrdering(byOrder)
                      .initialValueTemplates([S.initialValueTemplateItem(featureInGroupTemplateId, { group: group.value })]),
                  ),
              ),
              S.divider(),
              S.listItem()
                .id('features-all')
                .title('All features')
                .icon(LayoutGrid)
                .schemaType('feature')
                .child(S.documentTypeList('feature').id('features-all').title('All features').defaultOrdering(byOrder)),
            ]),
        ),
      S.listItem()
        .id('claims')
        .title('Marketing claims')
        .icon(BadgePercent)
        .schemaType('claim')
        .child(S.documentTypeList('claim').id('claims').title('Marketing claims').defaultOrdering(byOrder)),
      S.listItem()
        .id('faq')
        .title('FAQ')
        .icon(MessageCircleQuestionMark)
        .schemaType('faq')
        .child(S.documentTypeList('faq').id('faq').title('FAQ').defaultOrdering(byOrder)),
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
