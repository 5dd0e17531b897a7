import { plainNotFound } from '@/lib/plain-not-found'

/*
 * Any other address below /trust: a plain 404 made per request and kept by nothing (lib/plain-not-found.ts),
 * rather than a page for each made-up address.
 */
export const dynamic = 'force-dynamic'

const notFound = () => plainNotFound('No such page.')
export { notFound as GET, notFound as HEAD, notFound as POST }
