import 'server-only'
import { fetchDocuments } from '../../content/fetch'
import { asLocale } from '../../i18n/locales'
import { queueMail, queueMailWithId } from '../../mail'
import { applyStudioDecision } from '../access/studio-decision'
import { accessStore } from '../access/store'
import { trustDatabase } from '../store/database'
import { trustCopiesFromEnv } from '../studio-copy'
import type { PublishedDocument } from '../../publish/webhook'
import { getPublishedTrustSettings } from '../../content'
import { subprocessorModel } from '../models'
import { subprocessorByIdQuery } from '../../content/queries'
import { linkSecret, subscriptions } from '../services'
import { announceChanges } from './notices'

/**
 * What the trust center does when staff publish (lib/publish/webhook.ts): a subprocessor's changes
 * still to take effect are mailed to each confirmed subscriber of its language, once; a decision on
 * an access request's copy is applied. Each document is read again (never the webhook's body).
 */
export async function announceOnPublish(document: PublishedDocument, origin: string): Promise<string | undefined> {
  if (document.operation === 'delete' || typeof document.id !== 'string') return undefined
  if (document.type === 'trustAccessRequest') {
    const copies = trustCopiesFromEnv()
    return copies
      ? applyStudioDecision(document.id, { copies, store: accessStore(trustDatabase()), queueMail, origin })
      : undefined
  }
  if (document.type !== 'subprocessor') return undefined
  const locale = asLocale(document.language)
  const [subprocessor] = await fetchDocuments(
    'subprocessor',
    subprocessorModel,
    subprocessorByIdQuery,
    { id: document.id, language: locale },
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
