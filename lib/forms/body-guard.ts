import { splitLocale } from '../i18n/locales'
import { isActionOfPage } from './page-actions'
import { messagesFor } from '../i18n/messages'
import { escapeHtml } from '../escape-html'

/*
 * The forms' requests, checked before Next reads them. Next answers a server-action body over
 * its `serverActions.bodySizeLimit`, or one it cannot parse, with a 500 and an error digest
 * (node_modules/next/dist/server/app-render/action-handler.js: "consider checking if the error
 * is an ApiError and change status code ... 413" is still a TODO there), and the action itself
 * never runs. So proxy.ts sends each POST to a page with a form here first: too large is a 413,
 * unreadable a 400, an action sent from another site's page (Next's own origin check, which also
 * answers a 500) a 403, each with a plain page that says so (or, for a call made by the page's
 * JavaScript, the same words as text, which Next's client raises as the error's message), in the
 * language of the page's address.
 */

/**
 * Far above the largest form (the contact form: 5,000 characters of message, at most 20 kB in
 * UTF-8) and far below Next's own limit (1 MB), which is never reached.
 */
const FORM_BODY_LIMIT_BYTES = 64 * 1024

type Refusal = { status: 400 | 403 | 409 | 411 | 413; message: string; title: string }

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
  const action = request.headers.get('next-action')
  // An id of another shape than Next's (42 hex digits) is one Next cannot look up: it logs its stack.
  if (action !== null && !actionId.test(action)) return unreadable
  const named: string[] = action === null ? [] : [action]
  let isAction = action !== null
  try {
    // A call from the page's JavaScript with plain arguments: their encoding, the arguments' JSON array.
    if (type === 'text/plain') {
      const args = parsed(await untilAborted(request.clone().text(), request.signal))
      if (!Array.isArray(args) || !onlyFormsReferences(args)) return unreadable
    } else {
      const form = await untilAborted(request.clone().formData(), request.signal)
      const referenced = actionReferences(form)
      if (!referenced) return unreadable
      const fields = [...form.keys()].filter((name) => name.startsWith(actionIdField))
      if (fields.some((name) => !actionId.test(name.slice(actionIdField.length)))) return unreadable
      named.push(...referenced, ...fields.map((name) => name.slice(actionIdField.length)))
      isAction ||= [...form.keys()].some((name) => name.startsWith('$ACTION_'))
    }
  } catch {
    return unreadable
  }
  if (isAction && !sameSite(request)) return { status: 403, message: m.fromElsewhere, title: m.fromElsewhereTitle }
  // An action this page does not have (lib/forms/page-actions.ts): a page opened before the site changed, or a forgery.
  const { pathname } = new URL(request.url)
  if (named.some((id) => !isActionOfPage(id, pathname)))
    return { status: 409, message: m.outdated, title: m.outdatedTitle }
  return undefined
}

/**
 * A body read, given up when the client hangs up: Next's copy of the body for the proxy never ends
 * when the client stops sending it halfway, and the read would wait, holding the request, forever.
 */
function untilAborted<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    signal.addEventListener('abort', stop, { once: true })
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/** Next's server action ids: 42 hex digits (next/dist/shared/lib/server-reference-info.js). */
const actionId = /^[0-9a-f]{42}$/
/** A form sent without JavaScript names its action in a field: `$ACTION_ID_<id>`. */
const actionIdField = '$ACTION_ID_'

/**
 * Next's own check against cross-site actions (action-handler.js): an `Origin`, when sent, names
 * the host the request came to (`X-Forwarded-Host`'s first, else `Host`). The trust center's
 * upload, a route of its own, makes the same check.
 */
export function sameSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return true
  let from: string
  try {
    from = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return false
  }
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return from === (forwarded || request.headers.get('host'))
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * What React's encoding of a form's arguments holds, and nothing else: a string that starts with
 * "$" is a reference, and the forms send only their FormData ($K1), an escaped "$" ($$), a date,
 * undefined and the odd numbers. Next decodes any other (a BigInt "$n…", a Map "$Q…", a promise
 * "$@…", a server function "$h…") before the action runs, and one that does not decode is a 500,
 * logged with the visitor's text in it, line breaks and all.
 */
const formsReference = /^\$(?:\$|K\d+$|D[\dTZ:.+-]+$|undefined$|NaN$|-?Infinity$|-0$)/

function onlyFormsReferences(json: unknown): boolean {
  if (typeof json === 'string') return !json.startsWith('$') || formsReference.test(json)
  if (Array.isArray(json)) return json.every(onlyFormsReferences)
  if (typeof json === 'object' && json !== null) return Object.values(json).every(onlyFormsReferences)
  return true
}

/**
 * The ids of the actions a form names in its references, when the fields that carry an action's
 * arguments hold what Next reads before the action runs (anything else is its 500; undefined):
 * the numbered parts of a call React encoded, JSON, the first ("0") the arguments' array; and in a
 * form sent without JavaScript, `$ACTION_1:0` the action's reference (its id, and its bound
 * arguments as a part of the same prefix, an array), its other parts JSON.
 */
function actionReferences(form: FormData): string[] | undefined {
  const fields = new Map<string, unknown>()
  for (const [name, value] of form) {
    if (!/^(\$ACTION_\d+:)?\d+$/.test(name)) continue
    const json = typeof value === 'string' ? parsed(value) : undefined
    if (json === undefined) return undefined
    fields.set(name, json)
  }
  const ids: string[] = []
  for (const [name, json] of fields) {
    if (name === '0' && !Array.isArray(json)) return undefined
    const reference = /^(\$ACTION_\d+:)0$/.exec(name)
    if (!reference) {
      if (!onlyFormsReferences(json)) return undefined
      continue
    }
    const { id, bound } = (json ?? {}) as { id?: unknown; bound?: unknown }
    if (typeof id !== 'string' || !actionId.test(id)) return undefined
    ids.push(id)
    if (bound === null) continue
    const part = typeof bound === 'string' ? /^\$@(\d+)$/.exec(bound)?.[1] : undefined
    if (part === undefined || !Array.isArray(fields.get(`${reference[1]}${part}`))) return undefined
  }
  return ids
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
