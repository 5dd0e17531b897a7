import { defaultLocale } from '@/lib/i18n/locales'
import { absoluteUrl, pagePath } from '@/lib/addresses'
import { getPublishedTrustSettings } from '@/lib/content'
import { SECURITY_TXT_PATH, securityTxt } from '@/lib/trust/security-txt'

/*
 * RFC 9116's security.txt, from the trust center's settings (the English document's, which holds
 * them for every language). Made for each request, so that its Expires moves forward by itself;
 * the settings themselves come from the content cache, refreshed by the publish webhook.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const settings = await getPublishedTrustSettings(defaultLocale)
  if (!settings)
    return new Response('No security.txt is published yet.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    })
  const body = securityTxt(
    {
      contact: settings.securityContact,
      policy: absoluteUrl(pagePath(settings.securityPolicy)),
      encryption: settings.securityEncryption,
      days: settings.securityTxtDays,
    },
    absoluteUrl(SECURITY_TXT_PATH),
  )
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
