import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { contentSource } from '@/lib/config'
import { announcePublish } from '@/lib/content/kept-snapshot'
import { variable } from '@/lib/env/server'
import { deliveryMemoryFor } from '@/lib/publish/deliveries'
import { redirectStoreFor } from '@/lib/publish/redirect-stores'
import { renameRecorder } from '@/lib/publish/rename-redirects'
import { handleRevalidateWebhook } from '@/lib/publish/webhook'
import { siteOrigin } from '@/lib/auth/environment'
import { announceOnPublish } from '@/lib/trust/subscriptions/on-publish'

const recordRename = renameRecorder(redirectStoreFor(contentSource))
/** The deliveries handled, for their signature's window: shared by the instances through Redis when REDIS_URL is set. */
const deliveries = deliveryMemoryFor()

export async function POST(request: NextRequest) {
  const answer = await handleRevalidateWebhook(request, {
    secret: variable('SANITY_REVALIDATE_SECRET'),
    // Expire at once: the next visitor gets the published content, never the stale page.
    revalidate: (tag) => {
      revalidateTag(tag, { expire: 0 })
      // The proxy's copy of the published addresses too (a renamed article's old address then redirects).
      announcePublish()
    },
    waitForConsistency: contentSource.kind === 'lake',
    recordRename,
    // A subprocessor's new changes are mailed to the confirmed subscribers (docs/trust.md).
    announce: (document) => announceOnPublish(document, siteOrigin(request.headers)),
    deliveries,
  })
  return NextResponse.json(answer.body, { status: answer.status })
}
