import { splitLocale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { escapeHtml } from '../escape-html'

/*
 * The forms' requests, checked before Next reads them. Next answers a server-action body over
 * its `serverActions.bodySizeLimit`, or one it cannot parse, with a 500 and an error digest
 * (node_modules/next/dist/server/app-render/action-handler.js: "consider checking if the error
 * is an ApiError and change status code ... 413" is still a TODO there), and the action itself
 * never runs. So proxy.ts sends each POST to a page with a form here first: too large is a 413,
 * unreadable a 400, each with a plain page that says so (or, for a call made by the page's
 * JavaScript, the same words as text, which Next's client raises as the error's message), in the
 * language of the page's address.
 */

/**
 * Far above the largest form (the contact form: 5,000 characters of message, at most 20 kB in
 * UTF-8) and far below Next's own limit (1 MB), which is never reached.
 */
const FORM_BODY_LIMIT_BYTES = 64 * 1024

type Refusal = { status: 400 | 411 | 413; message: string; title: string }

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain']

/** Why the request is refused, or undefined when Next may have it. Reads the body only when it is small enough. */
export async function checkFormRequest(request: Request): Promise<Refusal | undefined> {
  if (request.method !== 'POST') return undefined
  const m = messagesFor(splitLocale(new URL(request.url).pathname).locale).formBody
  const unreadable: Refusal = { status: 400, message: m.unreadable, title: m.unreadableTitle }
  const declared = request.headers.get('content-length')
  if (declared === null) return { ...unreadable, status: 411 }
  const length = Number(declared)
  if (!Number.isInteger(length) || length < 0) return unreadable
  if (length > FORM_BODY_LIMIT_BYTES) return { status: 413, message: m.tooLarge, title: m.tooLargeTitle }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!formTypes.includes(type)) return unreadable
  try {
    // A call from the page's JavaScript with plain arguments: their encoding, JSON.
    if (type === 'text/plain') return isJson(await request.clone().text()) ? undefined : unreadable
    const form = await request.clone().formData()
    for (const [name, value] of form) {
      if (encodesArguments(name) && (typeof value !== 'string' || !isJson(value))) return unreadable
    }
  } catch {
    return unreadable
  }
  return undefined
}

/**
 * The fields that carry an action's arguments as JSON, which Next parses before the action runs
 * (a parse error is its 500): `$ACTION_1:0` in a form sent without JavaScript, and the numbered
 * parts ("0", "1") of a call React encoded.
 */
const encodesArguments = (name: string) => /^\$ACTION_\d+:\d+$/.test(name) || /^\d+$/.test(name)

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The answer: text for the page's own JavaScript (a `Next-Action` call), a plain page otherwise. */
export function refusalResponse({ status, message, title }: Refusal, request: Request): Response {
  const headers = { 'cache-control': 'no-store' }
  if (request.headers.has('next-action')) {
    return new Response(message, { status, headers: { ...headers, 'content-type': 'text/plain' } })
  }
  const { pathname } = new URL(request.url)
  const { locale } = splitLocale(pathname)
  const back = escapeHtml(pathname)
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | MediCore</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${back}">${escapeHtml(messagesFor(locale).formBody.backToForm)}</a></p>
</body></html>
`
  return new Response(html, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
