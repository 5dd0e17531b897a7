import 'server-only'
import { after } from 'next/server'
import { trustCopiesFromEnv } from '../studio-copy'
import { localizedPath, type Locale } from '../../i18n/locales'
import { clientKey } from '../../limits/client-key'
import { queueMail } from '../../mail'
import { notifyAddresses } from '../../contact/notify'
import { routes } from '../../routes'
import { answerPage } from '../answer-page'
import { reserveAckMail, requestLimit } from '../services'
import { trustDatabase } from '../store/database'
import { trustText } from '../text'
import { requestStore } from './store'
import { bodyBudget } from './body-budget'
import { handleTrustRequest } from './submit'
import { describeError } from '../../log'

/** The bytes of bodies this process holds in memory at once, as they arrive (body-budget.ts): six full uploads' worth. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024
const budget = bodyBudget(MAX_BUFFERED_BYTES)

/**
 * POST /trust/request (and /es/…): the form's JavaScript asks for JSON and shows the answer in the
 * form; a form posted without JavaScript gets a page that says it, in the page's language.
 */
export async function answerTrustRequest(request: Request, locale: Locale): Promise<Response> {
  const { status, answer } = await handleTrustRequest(request, locale, {
    clientKey: clientKey(request.headers),
    limit: requestLimit,
    budget,
    store: () => requestStore(trustDatabase()),
    notifyTo: notifyAddresses(),
    queueMail,
    reserveAck: reserveAckMail,
    copy: (copy) => {
      const copies = trustCopiesFromEnv()
      if (copies)
        after(() =>
          copies
            .request(copy)
            .catch((error: unknown) =>
              console.error(
                `[trust] the Studio's copy of request ${copy.reference} could not be written: ${describeError(error)}`,
              ),
            ),
        )
    },
  })
  const headers = { 'cache-control': 'private, no-store', ...(status === 429 && { 'retry-after': '60' }) }
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return Response.json(answer, { status, headers })
  const words = trustText(locale).request
  const page = localizedPath(routes.trust.path, locale)
  const reasons = answer.errors ? Object.values(answer.errors).join(' ') : ''
  return answerPage(
    {
      status,
      locale,
      title: answer.status === 'sent' ? words.sentTitle : words.problemTitle,
      message: [answer.message, reasons].filter(Boolean).join(' '),
      link: { href: page, label: answer.status === 'sent' ? trustText(locale).subscription.back : words.back },
    },
    headers,
  )
}
