import { plainNotFound } from '@/lib/plain-not-found'

/** Any other address under /api (lib/plain-not-found.ts). */
export const dynamic = 'force-dynamic'

const notFound = () => plainNotFound('No such address.')
export { notFound as GET, notFound as POST }
