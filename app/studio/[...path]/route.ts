import { plainNotFound } from '@/lib/plain-not-found'

/** A Studio address that is none of its tools' (lib/routes.ts's studioTools; lib/plain-not-found.ts). */
export const dynamic = 'force-dynamic'

export const GET = () => plainNotFound('No such Studio address.')
