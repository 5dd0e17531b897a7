import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { contentSource } from '@/lib/config'
import { handleRevalidateWebhook } from '@/lib/publish/webhook'

export async function POST(request: NextRequest) {
  const answer = await handleRevalidateWebhook(request, {
    secret: process.env.SANITY_REVALIDATE_SECRET,
    // Expire at once: the next visitor gets the published content, never the stale page.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    waitForConsistency: contentSource.kind === 'lake',
  })
  return NextResponse.json(answer.body, { status: answer.status })
}
