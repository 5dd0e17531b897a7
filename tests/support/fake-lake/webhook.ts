import { evaluate, parse } from 'groq-js'
import { signedWebhook } from '../../../lib/publish/sign.ts'
import { webhookFilter, webhookProjection } from '../../../lib/publish/webhook-config.ts'
import type { Dataset, DocumentChange, Transaction } from './dataset.ts'

/*
 * The GROQ-powered webhook Sanity sends after a transaction, configured as docs/publishing.md says
 * (lib/publish/webhook-config.ts): on create, update and delete of a published document (drafts
 * and versions off) that the filter matches, it posts the projection of the document (of the
 * deleted one for a delete), signed with the site's secret. Each delivery is recorded, with when
 * it was sent and answered, so a test can measure what the site did after it.
 */

type Delivery = {
  transactionId: string
  documentId: string
  operation: 'create' | 'update' | 'delete'
  body: unknown
  sentAt: number
  answeredAt?: number
  status?: number
  answer?: string
}

export type WebhookOptions = { url: string; secret: string }

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/** The filter and projection in Sanity's delta mode: before() and after() are the document on either side of the change. */
async function projectionOf(change: DocumentChange) {
  const document = change.after ?? change.before
  if (!document || !isPublishedId(change.id)) return null
  const query = parse(`*[${webhookFilter}][0]${webhookProjection}`, { mode: 'delta' })
  const result = await evaluate(query, { dataset: [document], before: change.before, after: change.after })
  return result.get()
}

export function startWebhook(dataset: Dataset, { url, secret }: WebhookOptions) {
  const deliveries: Delivery[] = []

  async function deliver(transaction: Transaction, change: DocumentChange) {
    const body = await projectionOf(change)
    if (!body) return
    const delivery: Delivery = {
      transactionId: transaction.transactionId,
      documentId: change.id,
      operation: !change.before ? 'create' : !change.after ? 'delete' : 'update',
      body,
      sentAt: Date.now(),
    }
    deliveries.push(delivery)
    try {
      const signed = await signedWebhook(body, secret)
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          ...signed.headers,
          'sanity-transaction-id': transaction.transactionId,
          'sanity-document-id': change.id,
          'sanity-operation': delivery.operation,
        },
        body: signed.body,
      })
      delivery.answer = await response.text()
      delivery.status = response.status
    } catch (error) {
      delivery.answer = String(error)
      delivery.status = 0
    }
    delivery.answeredAt = Date.now()
  }

  dataset.subscribe((transaction) => {
    for (const change of transaction.changes) void deliver(transaction, change)
  })
  return {
    deliveries: () => deliveries,
    clear: () => void deliveries.splice(0),
  }
}
