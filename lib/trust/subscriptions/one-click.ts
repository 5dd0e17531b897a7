import 'server-only'
import { localizedPath, type Locale } from '../../i18n/locales'
import { clientKey } from '../../limits/client-key'
import { readCappedBody } from '../../publish/capped-body'
import { routes } from '../../routes'
import { linkLimit, linkSecret, subscriptions } from '../services'
import { trustText } from '../text'
import { unsubscribe } from './subscribe'

/*
 * RFC 8058's one-click unsubscribe: the mail program POSTs `List-Unsubscribe=One-Click` to the
 * address a notice's List-Unsubscribe header names, with no cookie and no page in between. A GET of
 * the same address (a person who pasted it, a scanner following links) changes nothing: it is sent
 * to the page whose button unsubscribes.
 */

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })

export async function oneClickUnsubscribe(request: Request, locale: Locale): Promise<Response> {
  const words = trustText(locale).subscription
  if (!(await linkLimit.take(clientKey(request.headers)))) return plain(429, words.limited)
  const body = await readCappedBody(request, 1024).catch(() => ({ tooLarge: true as const }))
  if ('tooLarge' in body) return plain(413, words.invalid)
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const fields =
    type === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(body.text)
      : type === 'multipart/form-data'
        ? await formFields(body.text, request)
        : undefined
  if (fields?.get('List-Unsubscribe') !== 'One-Click')
    return plain(400, 'Expected the body List-Unsubscribe=One-Click (RFC 8058).')
  const result = await unsubscribe(new URL(request.url).searchParams.get('token'), subscriptions(), linkSecret())
  return result === 'done' ? plain(200, words.unsubscribed) : plain(404, words.invalid)
}

async function formFields(text: string, request: Request) {
  try {
    return await new Response(text, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
  } catch {
    return undefined
  }
}

/** A GET of the one-click address: the page with the button, never an unsubscribe. */
export function toUnsubscribePage(request: Request, locale: Locale): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const page = `${localizedPath(routes.trustSubscription.path, locale)}?${new URLSearchParams({ unsubscribe: token })}`
  return new Response(null, { status: 303, headers: { location: page, 'cache-control': 'private, no-store' } })
}
