import 'server-only'
import type { Mail } from '../../mail/types'
import { accessDecisionMail } from '../mails'
import type { TrustCopies } from '../studio-copy'
import type { accessStore } from './store'

/**
 * A decision staff published on an access request's copy in the Studio, applied to the site's
 * record (the publish webhook calls this for each trustAccessRequest published): the copy is read
 * again with the server's token (never the webhook's body), the decision recorded as staff's, the
 * account mailed if it had asked, and the copy rewritten with its new state and no decision left.
 */
export async function applyStudioDecision(
  id: string,
  context: {
    copies: TrustCopies
    store: ReturnType<typeof accessStore>
    queueMail: (mail: Mail) => Promise<unknown>
    origin: string
    now?: () => Date
  },
): Promise<string | undefined> {
  const found = await context.copies.decision(id)
  if (!found) return undefined
  const status = found.decision === 'approve' ? 'approved' : 'refused'
  const before = await context.store.get(found.email)
  const record = await context.store.decide(
    found.email,
    status,
    'staff (Studio)',
    (context.now ?? (() => new Date()))().toISOString(),
  )
  if (before?.requestedAt && before.status !== status)
    await context.queueMail(accessDecisionMail(found.email, record.locale, context.origin, status === 'approved'))
  await context.copies.access(record)
  return `${found.email} is ${status}.`
}
