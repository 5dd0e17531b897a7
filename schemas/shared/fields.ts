import { DEFAULT_API_VERSION } from '../../lib/env/public'
import {
  defineField,
  type ConditionalProperty,
  type RuleDef,
  type SlugValidationContext,
  type ValidationContext,
} from 'sanity'
import { titledList, type Options } from '../../lib/content/options'
import { slugTakenQuery } from '../../lib/content/queries'
import { asLocale } from '../../lib/i18n/locales'
import { validateImageAlt, validateSlug } from './blogValidation'
import type { RuleResult } from './validation'

/*
 * Field definitions that several document types share, with their messages in plain words.
 */

/** A required value: the message tells the editor what to write or pick. */
export const required =
  (message: string) =>
  <Rule extends RuleDef<Rule>>(rule: Rule) =>
    rule.required().error(message)

/** An address that must be https:// (a url field's rule). */
export const httpsOnly = <Rule extends RuleDef<Rule> & { uri: (options: { scheme: string[] }) => Rule }>(rule: Rule) =>
  rule.uri({ scheme: ['https'] }).error('Enter an address starting with https://.')

/** Required text of at most `max` characters, with a message for each. */
export const requiredUpTo =
  (max: number, messages: { missing: string; tooLong: string }) =>
  <Rule extends RuleDef<Rule> & { max: (length: number) => Rule }>(rule: Rule) => [
    rule.required().error(messages.missing),
    rule.max(max).error(messages.tooLong),
  ]

/** The group a field belongs to, only where the type has groups (articles). */
const inGroup = (group: string | undefined) => (group ? { group } : {})

/** The document's address (slug), generated from its title. */
export const slugField = ({
  description,
  maxLength,
  validate = validateSlug,
  group,
  hidden,
}: {
  description: string
  maxLength: number
  validate?: (slug: unknown, context: ValidationContext) => RuleResult
  group?: string
  hidden?: ConditionalProperty
}) =>
  defineField({
    name: 'slug',
    title: 'Address',
    type: 'slug',
    ...inGroup(group),
    description,
    hidden,
    options: { source: 'title', maxLength, isUnique: isUniqueInLanguage },
    validation: (rule) => rule.custom(validate),
  })

/**
 * A slug is unique among the documents of its type in its language: an English and a Spanish legal
 * page both live at `legal` (/legal and /es/legal).
 */
export async function isUniqueInLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const taken = await getClient({ apiVersion: DEFAULT_API_VERSION }).fetch(slugTakenQuery, {
    type: document._type,
    slug,
    id,
    language: asLocale(document.language),
  })
  return !taken
}

/** An image's alternative text: required, and not its file name. */
export const altTextField = (description?: string) =>
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description,
    validation: (rule) => rule.custom(validateImageAlt),
  })

/** A required image with a hotspot and its alternative text. */
export const imageWithAltField = (field: {
  name: string
  title: string
  description: string
  altDescription?: string
  missing: string
  group?: string
}) =>
  defineField({
    name: field.name,
    title: field.title,
    type: 'image',
    ...inGroup(field.group),
    options: { hotspot: true },
    description: field.description,
    fields: [altTextField(field.altDescription)],
    validation: required(field.missing),
  })

/** A required string picked from a fixed list of choices. */
export const choiceField = (field: {
  name: string
  title: string
  description?: string
  choices: Options
  layout: 'radio' | 'dropdown'
  initialValue?: string
  missing: string
  /** A further check of the choice against the rest of the document. */
  validate?: (choice: unknown, context: ValidationContext) => RuleResult
}) =>
  defineField({
    name: field.name,
    title: field.title,
    type: 'string',
    description: field.description,
    options: { list: titledList(field.choices), layout: field.layout },
    initialValue: field.initialValue,
    validation: (rule) => [
      required(field.missing)(rule),
      ...(field.validate ? [rule.custom((choice, context) => field.validate!(choice, context))] : []),
    ],
  })
