import { plainNotFound } from '@/lib/plain-not-found'

/** /language itself, which switches to no language: app/[locale] would render it as a language's 404 page, and keep it. */
export const dynamic = 'force-dynamic'

export const GET = () => plainNotFound('No such language.')
