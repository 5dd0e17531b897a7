import type { NextRequest } from 'next/server'
import { plainNotFound } from '@/lib/plain-not-found'
import { isLocale } from '@/lib/i18n/locales'
import { translatedPath } from '@/lib/i18n/translated-path'
import { refererPath, sitePath } from '@/lib/site-path'

/*
 * The language switcher's link (app/_components/LanguageSwitcher.tsx): the page the visitor came
 * from, in the language asked for, or that language's home page when the page has no translation.
 * A 303 to a path, never cached: the answer may depend on the Referer.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return plainNotFound('No such language.')
  const location = await translatedPath(pageSwitchedFrom(request) ?? '/', locale)
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } })
}

const pathnameOf = (path: string) => new URL(path, 'http://site.invalid').pathname

/**
 * The page the link was followed from: the address the link carries (`?from=`, a path of this
 * site, or nothing), with the query the Referer adds when it names that page (a static page cannot
 * know its visitor's `?subject=`); without `from`, the Referer alone.
 */
function pageSwitchedFrom(request: NextRequest) {
  const given = sitePath(request.nextUrl.searchParams.get('from'))
  const referer = refererPath(request)
  if (!given) return referer
  return referer && pathnameOf(referer) === pathnameOf(given) ? referer : given
}
