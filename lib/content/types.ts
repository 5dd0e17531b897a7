/**
 * The document types the public site renders. Each has a Studio schema (schemas/), a zod
 * model (models/) and a query (queries.ts), and is the cache tag that publishing one of its
 * documents revalidates (the webhook accepts exactly these). Adding a type starts here.
 */
export const contentTypeNames = [
  'faq',
  'feature',
  'pricingPlan',
  'claim',
  'post',
  'author',
  'category',
  'legalPage',
  'siteSettings',
  'redirect',
  'demoAvailability',
  'page',
] as const

export type ContentTypeName = (typeof contentTypeNames)[number]

export const isContentTypeName = (type: unknown): type is ContentTypeName =>
  typeof type === 'string' && (contentTypeNames as readonly string[]).includes(type)

/**
 * The document of @sanity/document-internationalization that links a document to its translations
 * (`schemaTypes` names the linked type). The site renders none, but its pages show those links: the
 * hreflang alternates, the language switcher's target and a plan's Spanish words.
 */
export const translationMetadataType = 'translation.metadata'

/** The types whose published changes the publish webhook is sent for (lib/publish/webhook-config.ts). */
export const webhookTypeNames = [...contentTypeNames, translationMetadataType] as const
