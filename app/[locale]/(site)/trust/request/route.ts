import { asLocale } from '@/lib/i18n/locales'
import { answerTrustRequest } from '@/lib/trust/requests/route'

/** The request form's upload (lib/trust/requests): its fields and one file, checked before anything is kept. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return answerTrustRequest(request, asLocale((await params).locale))
}
