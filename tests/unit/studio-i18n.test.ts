import type { ConditionalPropertyCallbackContext, Template } from 'sanity'
import { describe, expect, it } from 'vitest'
import { evaluateGroq, type SanityDocument } from '../../lib/content/sources/bundled'
import { schemaTypes } from '../../schemas'
import {
  defaultLanguage,
  isTranslation,
  supportedLanguages,
  translatedSingletonId,
} from '../../schemas/shared/languages'
import { translatedTypeNames } from '../../lib/content/document-types'
import { missingTranslationFilter } from '../../lib/content/queries'
import { missingTranslationParams, startInEnglish } from '../../studio/i18n'
import { createStudioConfig } from '../../studio/sanity.config'
import { studioValidate } from '../support/studio-validate'

/* Document-level translations (docs/translations.md): the plugin, the language field, shared plan fields. */

type ConfigPlugin = { name?: string; plugins?: ConfigPlugin[]; schema?: { types?: { name: string }[] } }
const pluginNames = (plugins: ConfigPlugin[]): string[] =>
  plugins.flatMap((plugin) => [plugin.name ?? '', ...pluginNames(plugin.plugins ?? [])])

type Field = {
  name: string
  type: string
  readOnly?: boolean
  hidden?: boolean | ((context: ConditionalPropertyCallbackContext) => boolean)
  options?: { documentInternationalization?: { exclude?: boolean } }
}
const fieldsOf = (name: string) =>
  (schemaTypes.find((type) => type.name === name) as unknown as { fields: Field[] }).fields
const isHidden = (field: Field, document: Record<string, unknown>) =>
  typeof field.hidden === 'function'
    ? field.hidden({ document, parent: document, value: undefined } as unknown as ConditionalPropertyCallbackContext)
    : Boolean(field.hidden)

describe('the translation plugin', () => {
  const config = createStudioConfig({ previewsReady: true }) as unknown as { plugins: ConfigPlugin[] }

  it('is in the Studio, with the internationalized array it stores the links in', () => {
    const names = pluginNames(config.plugins)
    expect(names).toContain('@sanity/document-internationalization')
    expect(names).toContain('sanity-plugin-internationalized-array')
  })

  it('offers English (the default) and Spanish', () => {
    expect(supportedLanguages).toEqual([
      { id: 'en', title: 'English' },
      { id: 'es', title: 'Español' },
    ])
    expect(defaultLanguage).toBe('en')
    expect(translatedSingletonId('page-home', 'es')).toBe('page-home__i18n_es')
    expect(translatedSingletonId('siteSettings', 'en')).toBe('siteSettings')
  })

  it('translates exactly the pages (fixed and built from sections), articles, legal pages, case studies, user manuals, FAQ, features, claims, plans and the trust center', () => {
    // Every document type but those that show visitors no words: redirects, messages and bookings, the demo availability.
    const contentTypes = schemaTypes
      .filter((type) => type.type === 'document')
      .map((type) => type.name)
      .filter(
        (name) =>
          ![
            'redirect',
            'contactMessage',
            'demoBooking',
            'demoAvailability',
            'trustRequest',
            'trustAccessRequest',
          ].includes(name),
      )
    expect([...translatedTypeNames].sort()).toEqual(contentTypes.sort())
    // The types with a language field are exactly those, and redirects and messages have none.
    const withLanguage = schemaTypes.filter((type) => fieldsOf(type.name).some((field) => field.name === 'language'))
    expect(withLanguage.map((type) => type.name).sort()).toEqual([...translatedTypeNames].sort())
    for (const name of translatedTypeNames) {
      expect(
        fieldsOf(name).find((field) => field.name === 'language'),
        name,
      ).toMatchObject({ type: 'string', readOnly: true, hidden: true })
    }
  })

  it('adds the translation metadata type to the schema', () => {
    const types = (config.plugins as ConfigPlugin[])
      .flatMap(function all(plugin): ConfigPlugin[] {
        return [plugin, ...(plugin.plugins ?? []).flatMap(all)]
      })
      .flatMap((plugin) => (Array.isArray(plugin.schema?.types) ? plugin.schema.types : []))
      .map((type) => type.name)
    expect(types).toContain('translation.metadata')
  })
})

describe('new documents', () => {
  const config = createStudioConfig({ previewsReady: true }) as unknown as {
    schema: { templates: (templates: Template[]) => Template[] }
  }
  const resolve = async (template: Template) =>
    typeof template.value === 'function'
      ? await (template.value as (params: unknown, context: unknown) => unknown)({}, {})
      : template.value

  it('of a translated type start in English; other types are left alone', async () => {
    const [faq, redirect] = config.schema.templates([
      { id: 'faq', title: 'FAQ', schemaType: 'faq', value: { _type: 'faq' } },
      { id: 'redirect', title: 'Redirect', schemaType: 'redirect', value: { _type: 'redirect' } },
    ] as Template[])
    await expect(resolve(faq!)).resolves.toEqual({ _type: 'faq', language: 'en' })
    await expect(resolve(redirect!)).resolves.toEqual({ _type: 'redirect' })
    const feature = config.schema.templates([]).find((template) => template.id === 'feature-in-group')!
    expect((feature.value as (params: unknown) => unknown)({ group: 'module' })).toEqual({
      group: 'module',
      language: 'en',
    })
  })

  it('keep a template whose value is a function', async () => {
    const template = startInEnglish({
      id: 'post',
      title: 'Post',
      schemaType: 'post',
      value: async () => ({ publishedAt: '2026-01-01' }),
    })
    await expect(resolve(template)).resolves.toEqual({ publishedAt: '2026-01-01', language: 'en' })
  })
})

describe('a translated pricing plan', () => {
  const words = ['name', 'tagline', 'highlights', 'language']
  const english = { _id: 'plan-starter', _type: 'pricingPlan', language: 'en' }
  const spanish = { _id: 'plan-starter__i18n_es', _type: 'pricingPlan', language: 'es' }

  it('hides every field but its words; the English plan shows them', () => {
    const fields = fieldsOf('pricingPlan')
    const shared = fields.filter((field) => !words.includes(field.name))
    expect(shared.map((field) => field.name).sort()).toEqual(
      [
        'tier',
        'monthlyPrice',
        'annualPrice',
        'unlimitedIntegrations',
        'integrationLimit',
        'hipaaCompliant',
        'advancedSecurity',
        'unlimitedStorage',
        'dedicatedAccountManager',
        'orderRank',
        'order',
      ].sort(),
    )
    for (const field of shared) {
      expect(isHidden(field, spanish), field.name).toBe(true)
      // Not copied into a new translation either.
      expect(field.options?.documentInternationalization?.exclude, field.name).toBe(true)
    }
    for (const field of fields.filter((field) => words.includes(field.name) && field.name !== 'language')) {
      expect(isHidden(field, spanish), field.name).toBe(false)
      expect(field.options?.documentInternationalization?.exclude, field.name).toBeUndefined()
    }
    // The English plan: prices shown, the integration limit hidden only when unlimited, as before.
    const byName = (name: string) => fields.find((field) => field.name === name)!
    expect(isHidden(byName('monthlyPrice'), english)).toBe(false)
    expect(isHidden(byName('tier'), {})).toBe(false)
    expect(isHidden(byName('integrationLimit'), english)).toBe(false)
    expect(isHidden(byName('integrationLimit'), { ...english, unlimitedIntegrations: true })).toBe(true)
    expect(isHidden(byName('orderRank'), english)).toBe(true)
  })

  it('needs only its name: no tier, prices or limit', async () => {
    await expect(
      studioValidate({ ...spanish, name: 'Inicial', highlights: ['Todo lo del plan Gratis'] }),
    ).resolves.toEqual([])
    expect(await studioValidate(spanish)).toEqual([{ level: 'error', path: 'name', message: 'Give the plan a name.' }])
  })

  it('leaves the English plan’s validation unchanged, with or without the language field', async () => {
    const paths = async (document: Record<string, unknown>) =>
      (await studioValidate(document)).map((marker) => marker.path).sort()
    const missing = ['annualPrice', 'integrationLimit', 'monthlyPrice', 'tier']
    expect(await paths({ ...english, name: 'Starter' })).toEqual(missing)
    expect(await paths({ _id: 'plan-starter', _type: 'pricingPlan', name: 'Starter' })).toEqual(missing)
  })

  it('reads as a translation in lists', () => {
    const preview = (
      schemaTypes.find((type) => type.name === 'pricingPlan') as unknown as {
        preview: { prepare: (value: Record<string, unknown>) => { title?: string; subtitle?: string } }
      }
    ).preview
    expect(preview.prepare({ name: 'Inicial', language: 'es' })).toEqual({
      title: 'Inicial',
      subtitle: 'Translation: prices and limits come from the English plan',
    })
    expect(preview.prepare({ name: 'Starter', language: 'en', monthlyPrice: 29, annualPrice: 217 }).subtitle).toBe(
      '$29/mo · $217/yr',
    )
  })

  it('is told apart by its language only', () => {
    expect(isTranslation({ language: 'es' })).toBe(true)
    expect(isTranslation({ language: 'en' })).toBe(false)
    expect(isTranslation({})).toBe(false)
    expect(isTranslation(undefined)).toBe(false)
  })
})

describe('the “Missing Spanish” list', () => {
  const link = (language: string, ref: string, format: 'v6' | 'v4' = 'v6') => ({
    _key: format === 'v6' ? `k-${ref}` : language,
    ...(format === 'v6' && { language }),
    _type: 'internationalizedArrayReferenceValue',
    value: { _type: 'reference', _ref: ref, _weak: true },
  })
  const fixture: SanityDocument[] = [
    // Translated, linked as plugin v6 writes it (the language in `language`, a random `_key`).
    { _id: 'faq-hipaa', _type: 'faq', language: 'en' },
    { _id: 'faq-hipaa-es', _type: 'faq', language: 'es' },
    {
      _id: 'meta-faq',
      _type: 'translation.metadata',
      translations: [link('en', 'faq-hipaa'), link('es', 'faq-hipaa-es')],
    },
    // Translated, linked as older data has it (the language in `_key`): the translated dataset's page documents.
    { _id: 'page-home', _type: 'page', language: 'en' },
    { _id: 'page-home__i18n_es', _type: 'page', language: 'es' },
    {
      _id: 'translation-metadata-page-home',
      _type: 'translation.metadata',
      translations: [link('en', 'page-home', 'v4'), link('es', 'page-home__i18n_es', 'v4')],
    },
    // A draft of a translated document counts as translated.
    { _id: 'drafts.faq-hipaa', _type: 'faq', language: 'en' },
    // Linked, but with no Spanish entry yet.
    { _id: 'post-welcome', _type: 'post', language: 'en' },
    { _id: 'meta-post', _type: 'translation.metadata', translations: [link('en', 'post-welcome')] },
    // Not linked at all: one written before the language field, one with it, and a draft.
    { _id: 'claim-hours', _type: 'claim' },
    { _id: 'plan-free', _type: 'pricingPlan', language: 'en' },
    { _id: 'drafts.feature-new', _type: 'feature', language: 'en' },
    // Neither Spanish documents nor untranslated types are listed.
    { _id: 'claim-hours-es', _type: 'claim', language: 'es' },
    { _id: 'redirect-old', _type: 'redirect' },
    { _id: 'message-1', _type: 'contactMessage' },
  ]

  it('lists the English documents that no translation links to a Spanish version', async () => {
    const ids = (await evaluateGroq(
      fixture,
      `*[${missingTranslationFilter}] | order(_id asc)._id`,
      missingTranslationParams('es'),
    )) as string[]
    expect(ids).toEqual(['claim-hours', 'drafts.feature-new', 'plan-free', 'post-welcome'])
  })

  it('looks only at the translated types, in the asked language', async () => {
    expect(missingTranslationParams('es').types).toEqual([...translatedTypeNames])
    const english = (await evaluateGroq(
      fixture,
      `count(*[${missingTranslationFilter}])`,
      missingTranslationParams('en'),
    )) as number
    // Asking for English: every English document is in a metadata document under "en", except the unlinked ones.
    expect(english).toBe(3)
  })
})
