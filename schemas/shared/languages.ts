import {
  defineField,
  type ConditionalPropertyCallbackContext,
  type FieldDefinition,
  type ValidationContext,
} from 'sanity'
import { isTranslatedTypeName } from '../../lib/content/document-types'
import { defaultLocale, localeNames, locales, type Locale } from '../../lib/i18n/locales'

/*
 * The site's languages and the document types translated as whole documents
 * (@sanity/document-internationalization, configured in studio/i18n.ts; docs/translations.md).
 * Each language's version is a document of its own with a `language` field; a
 * `translation.metadata` document links the versions of one document together.
 */

/** The site's languages (lib/i18n/locales.ts), the default (English) first, each named in itself. */
export const supportedLanguages = locales.map((id) => ({ id, title: localeNames[id].name }))

export type LanguageId = Locale

/** Each language's name in the Studio's own language, English (“Missing Spanish”). */
export const languageNames = Object.fromEntries(locales.map((id) => [id, localeNames[id].inEnglish])) as Record<
  LanguageId,
  string
>

/** The language of the original documents: staff write English first, then translate. */
export const defaultLanguage: LanguageId = defaultLocale

/** The `_id` of a page document's (singleton's) version in another language: `homePage__i18n_es`. */
export const translatedSingletonId = (id: string, language: LanguageId) =>
  language === defaultLanguage ? id : `${id}__i18n_${language}`

/** Whether a document is a translation (its language is set and is not English). */
export const isTranslation = (document: object | undefined | null) => {
  const language = document && 'language' in document ? document.language : undefined
  return typeof language === 'string' && language !== defaultLanguage
}

/**
 * The field the plugin writes the language to. Staff never type it: the plugin sets it when it
 * creates a translation, and new documents start in English (studio/sanity.config.ts).
 */
const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  readOnly: true,
  hidden: true,
})

/** A document type with the `language` field appended, when the type is translated. */
export function withLanguageField<Type extends { name: string; fields?: unknown[] }>(type: Type): Type {
  if (!isTranslatedTypeName(type.name)) return type
  return { ...type, fields: [...(type.fields ?? []), languageField] }
}

type Validation = ((rule: never, context?: ValidationContext) => unknown) | object

/**
 * A field entered once, on the English document (a plan's prices, limits and flags): in a
 * translation it is hidden, never validated (so never required), and not copied when the
 * plugin creates the translation. The English document's field is unchanged.
 */
export function sharedAcrossLanguages<Field extends FieldDefinition>(field: Field): Field {
  const { hidden, validation, options } = field as Field & { validation?: Validation; options?: object }
  return {
    ...field,
    options: { ...options, documentInternationalization: { exclude: true } },
    // A field hidden everywhere (a plan's drag-and-drop position) stays plainly hidden.
    hidden:
      hidden === true
        ? true
        : (context: ConditionalPropertyCallbackContext) =>
            isTranslation(context.document) || (typeof hidden === 'function' ? hidden(context) : false),
    ...(validation && {
      // Sanity passes the document being validated as the second argument of a field's validation.
      validation: (rule: never, context?: ValidationContext) =>
        isTranslation(context?.document)
          ? []
          : typeof validation === 'function'
            ? validation(rule, context)
            : validation,
    }),
  } as Field
}
