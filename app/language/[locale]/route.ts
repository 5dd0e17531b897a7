import type { NextRequest } from 'next/server'
import { isLocale } from '@/lib/i18n/locales'
import { translatedPath } from '@/lib/i18n/translated-path'
import { refererPath } from '@/lib/site-path'

/*
 * The language switcher's link (app/_components/LanguageSwitcher.tsx): the page the visitor came
 * from, in the language asked for, or that language's home page when the page has no translation.
 * A 303 to a path, never cached: the answer depends on the Referer.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) {
    return new Response('No such language.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const from = refererPath(request)
  const location = await translatedPath(from ? new URL(from, 'http://site.invalid').pathname : '/', locale)
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } })
}
