import { plainNotFound } from '@/lib/plain-not-found'

/** The switcher is /language/<locale> alone: anything below it is a 404 (lib/plain-not-found.ts). */
export const dynamic = 'force-dynamic'

export const GET = () => plainNotFound('No such language.')
