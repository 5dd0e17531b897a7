import { plainNotFound } from '@/lib/plain-not-found'

/** /api itself and any other address under it (lib/plain-not-found.ts): app/[locale] would render /api as a language's 404 page, and keep it. */
export const dynamic = 'force-dynamic'

const notFound = () => plainNotFound('No such address.')
export { notFound as GET, notFound as POST }
