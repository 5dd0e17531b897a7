import { folderNotFound } from '@/lib/folder-not-found'

/** Any other address under /api (lib/folder-not-found.ts). */
export const dynamic = 'force-dynamic'

const notFound = () => folderNotFound('No such address.')
export { notFound as GET, notFound as POST }
