import { asLocale } from '@/lib/i18n/locales'
import { answerDownload } from '@/lib/trust/downloads'

/** A trust document's download (lib/trust/downloads.ts): made per request, since a restricted one reads the session. */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ locale: string; key: string }> }

export async function GET(request: Request, { params }: Context) {
  const { locale, key } = await params
  return answerDownload(request, asLocale(locale), key)
}

export async function HEAD(request: Request, { params }: Context) {
  const { locale, key } = await params
  return answerDownload(request, asLocale(locale), key, { head: true })
}
