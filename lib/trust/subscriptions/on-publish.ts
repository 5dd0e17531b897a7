import 'server-only'
import { fetchDocuments } from '../../content'
import { asLocale } from '../../i18n/locales'
import { queueMailWithId } from '../../mail'
import type { PublishedDocument } from '../../publish/webhook'
import { getPublishedTrustSettings } from '../content'
import { subprocessorModel } from '../models'
import { inLanguage } from '../../content/language-filter'
import { linkSecret, subscriptions } from '../services'
import { announceChanges } from './notices'

const subprocessorByIdQuery = `*[_type == "subprocessor" && _id == $id && ${inLanguage}][0...1] {
    _id, _type, order, name, website, purpose, location, dataProcessed, since,
    "changes": changes[]{ _key, kind, announced, effective, note }
  }`

/**
 * The publish webhook's announcement of a published subprocessor's changes (lib/publish/webhook.ts):
 * the document is read again from the published content (never the webhook's body), and each of
 * its changes still to take effect is mailed to each confirmed subscriber of its language, once.
 */
export async function announceOnPublish(document: PublishedDocument, origin: string): Promise<string | undefined> {
  if (document.type !== 'subprocessor' || document.operation === 'delete' || typeof document.id !== 'string')
    return undefined
  const locale = asLocale(document.language)
  const [subprocessor] = await fetchDocuments(
    'subprocessor',
    subprocessorModel,
    subprocessorByIdQuery,
    { id: document.id },
    {
      locale,
      publishedOnly: true,
    },
  )
  if (!subprocessor) return undefined
  const settings = await getPublishedTrustSettings(locale)
  const contact = settings?.securityContact.startsWith('mailto:')
    ? settings.securityContact.slice('mailto:'.length)
    : undefined
  const queued = await announceChanges(subprocessor, locale, {
    store: subscriptions(),
    secret: linkSecret(),
    origin,
    queueMail: queueMailWithId,
    replyTo: contact,
  })
  return `${queued} subprocessor notice${queued === 1 ? '' : 's'} queued.`
}
