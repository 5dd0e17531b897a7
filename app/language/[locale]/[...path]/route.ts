import { folderNotFound } from '@/lib/folder-not-found'

/** The switcher is /language/<locale> alone: anything below it is a 404 (lib/folder-not-found.ts). */
export const dynamic = 'force-dynamic'

export const GET = () => folderNotFound('No such language.')
