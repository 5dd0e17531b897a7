import { asLocale } from '@/lib/i18n/locales'
import { oneClickUnsubscribe, toUnsubscribePage } from '@/lib/trust/subscriptions/one-click'

/** The address each notice's List-Unsubscribe header names (RFC 8058): a POST unsubscribes, a GET leads to the page. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return oneClickUnsubscribe(request, asLocale((await params).locale))
}

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return toUnsubscribePage(request, asLocale((await params).locale))
}
