import { documentInternationalization } from '@sanity/document-internationalization'
import type { Template } from 'sanity'
import { DEFAULT_API_VERSION } from '../lib/env/public'
import { defaultLanguage, supportedLanguages, type LanguageId } from '../schemas/shared/languages'
import { isTranslatedTypeName, translatedTypeNames } from '../lib/content/document-types'

/*
 * Document-level translations (@sanity/document-internationalization): each language's version
 * of a page, article, legal page, FAQ item, feature, claim or plan is a document of its own,
 * edited beside the original through the document's "Translations" menu and language badge.
 * docs/translations.md says why and how.
 */
export const translationsPlugin = documentInternationalization({
  supportedLanguages: supportedLanguages.map((language) => ({ ...language })),
  schemaTypes: [...translatedTypeNames],
  languageField: 'language',
  // As the translated dataset writes them: a translation may be deleted without touching its original.
  weakReferences: true,
  apiVersion: DEFAULT_API_VERSION,
  // New documents start in English from the Studio's own templates (englishTemplates below).
  addTemplates: false,
})

/**
 * New documents of a translated type start in English: the type's default template (the one
 * every "Create" button uses) gets `language: 'en'`. Translations are made from the English
 * document's "Translations" menu, which links them to it.
 */
export function startInEnglish(template: Template): Template {
  if (!isTranslatedTypeName(template.schemaType)) return template
  const value = template.value
  return {
    ...template,
    value: async (params: unknown, context: unknown) => ({
      ...(typeof value === 'function' ? await (value as (p: unknown, c: unknown) => unknown)(params, context) : value),
      language: defaultLanguage,
    }),
  }
}

/** The parameters of the "Missing Spanish" list's filter (lib/content/queries.ts's missingTranslationFilter). */
export const missingTranslationParams = (language: LanguageId) => ({
  types: [...translatedTypeNames],
  language,
})
