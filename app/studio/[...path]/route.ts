import { folderNotFound } from '@/lib/folder-not-found'

/** A Studio address that is none of its tools' (lib/routes.ts's studioTools; lib/folder-not-found.ts). */
export const dynamic = 'force-dynamic'

export const GET = () => folderNotFound('No such Studio address.')
