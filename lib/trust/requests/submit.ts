import 'server-only'
import { sameSite } from '../../forms/body-guard'
import { HONEYPOT_FIELD } from '../../forms/names-and-limits'
import type { Locale } from '../../i18n/locales'
import { messagesFor } from '../../i18n/messages'
import type { RequestLimit } from '../../limits/request-limit'
import type { Mail } from '../../mail/types'
import { readCappedBody } from '../../publish/capped-body'
import { heldRequest, type BodyBudget } from './body-budget'
import { requestAckMail, requestReference, requestStaffMail } from '../mails'
import { trustText } from '../text'
import { checkFile, displayName } from './file-check'
import {
  MAX_FILE_BYTES,
  MAX_REQUEST_BYTES,
  requestFields,
  requestSchema,
  type RequestAnswer,
  type RequestField,
} from './schema'
import type { RequestStore } from './store'
import type { RequestCopy } from '../studio-copy'
import { describeError } from '../../log'

/*
 * A request for a questionnaire review, a BAA or a pen-test letter, with one file, as it meets the
 * server: its declared size and the client's limit are checked before a byte is read; the body is
 * read up to its limit whatever the headers say, into memory only; the fields by the form's schema;
 * the file by its bytes. Only then is anything written: a refused file never reaches the disk.
 * Every refusal is a 4xx with its reason in the form's language.
 */

export type RequestContext = {
  clientKey: string
  limit: RequestLimit
  /** The memory the bodies being read may hold, in bytes as they arrive; one body per client (body-budget.ts). */
  budget: BodyBudget
  /** How long a body may take to arrive before it is given up and what it holds freed (UPLOAD_READ_DEADLINE_MS). */
  readDeadlineMs?: number
  store: () => RequestStore
  notifyTo: readonly string[]
  queueMail: (mail: Mail) => Promise<unknown>
  reserveAck: (email: string, client: string) => Promise<boolean>
  /** Copies a stored request to the Studio's inbox, once the visitor has their answer (lib/trust/studio-copy.ts). */
  copy?: (request: RequestCopy) => void
  now?: () => Date
  log?: (line: string) => void
}

export type RequestOutcome = { status: number; answer: RequestAnswer }

/** A body that takes longer than this to arrive (10 MB at under 90 KB/s) is given up, and what it holds freed. */
const UPLOAD_READ_DEADLINE_MS = 120_000

/** The read's result, or 'late' once `ms` have passed (then `giveUp` stops the read). */
async function withinDeadline<T>(read: Promise<T>, ms: number, giveUp: () => void): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms)
  })
  try {
    const result = await Promise.race([read, late])
    if (result === 'late') {
      giveUp()
      read.catch(() => undefined)
    }
    return result
  } finally {
    clearTimeout(timer)
  }
}

const refused = (status: number, message: string, errors?: RequestAnswer['errors']): RequestOutcome => ({
  status,
  answer: { status: errors ? 'invalid' : 'error', message, ...(errors && { errors }) },
})

/** The form's fields as text (a file or a repeated field in their place is what a browser never sends). */
function fieldsOf(form: FormData): Record<string, string> | undefined {
  const values: Record<string, string> = {}
  for (const name of requestFields) {
    const all = form.getAll(name)
    if (all.length > 1 || (all[0] !== undefined && typeof all[0] !== 'string')) return undefined
    values[name] = typeof all[0] === 'string' ? all[0] : ''
  }
  return values
}

export async function handleTrustRequest(
  request: Request,
  locale: Locale,
  context: RequestContext,
): Promise<RequestOutcome> {
  const { now = () => new Date(), log = (line) => console.error(line) } = context
  const errors = trustText(locale).request.errors
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'multipart/form-data') return refused(415, errors.unreadable)
  const declared = request.headers.get('content-length')
  if (declared === null) return refused(411, errors.unreadable)
  if (!/^\d{1,12}$/.test(declared.trim())) return refused(400, errors.unreadable)
  if (Number(declared) > MAX_REQUEST_BYTES) return refused(413, errors.tooLarge)
  // A page elsewhere could make its visitors' browsers send uploads (a form post asks no one first).
  if (!sameSite(request)) return refused(403, messagesFor(locale).formBody.fromElsewhere)
  if (!(await context.limit.take(context.clientKey))) return refused(429, errors.rateLimited)
  const hold = context.budget.open(context.clientKey)
  if (!hold) {
    await context.limit.refund(context.clientKey)
    return refused(429, errors.busy)
  }
  try {
    const outcome = await readAndStore(heldRequest(request, hold), locale, context, { now, log })
    // The budget ran out while the body arrived: the site is busy, not the visitor's request wrong.
    if (!hold.refused) return outcome
    await context.limit.refund(context.clientKey)
    return refused(429, errors.busy)
  } finally {
    hold.release()
  }
}

async function readAndStore(
  request: Request,
  locale: Locale,
  context: RequestContext,
  { now, log }: { now: () => Date; log: (line: string) => void },
): Promise<RequestOutcome> {
  const text = trustText(locale).request
  const { errors } = text
  let form: FormData
  try {
    const body = await withinDeadline(
      readCappedBody(request, MAX_REQUEST_BYTES, 'bytes'),
      context.readDeadlineMs ?? UPLOAD_READ_DEADLINE_MS,
      () => void request.body?.cancel().catch(() => undefined),
    )
    if (body === 'late') return refused(408, errors.unreadable)
    if ('tooLarge' in body) return refused(413, errors.tooLarge)
    form = await new Response(new Uint8Array(body.bytes), {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData()
  } catch {
    return refused(400, errors.unreadable)
  }
  const trap = form.get(HONEYPOT_FIELD)
  if (trap !== null && trap !== '') return refused(400, errors.refused)
  const fields = fieldsOf(form)
  if (!fields) return refused(400, errors.unreadable)
  const parsed = requestSchema(errors).safeParse(fields)
  const fieldErrors: Partial<Record<RequestField, string>> = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as RequestField] ??= issue.message

  const files = form
    .getAll('file')
    .filter((entry): entry is File => typeof entry !== 'string' && (entry.size > 0 || entry.name !== ''))
  const file = files[0]
  if (files.length > 1) fieldErrors.file = errors.fileCount
  else if (file && file.size > MAX_FILE_BYTES)
    return refused(413, errors.fileTooLarge, { ...fieldErrors, file: errors.fileTooLarge })
  else if (file && file.size === 0) fieldErrors.file = errors.fileEmpty
  else if (!file && fields.kind === 'questionnaire') fieldErrors.file = errors.fileMissing
  if (Object.keys(fieldErrors).length > 0 || !parsed.success) return refused(400, errors.refused, fieldErrors)

  let attachment: { name: string; type: 'pdf' | 'docx' | 'xlsx'; bytes: Uint8Array } | undefined
  if (file) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const verdict = await checkFile(bytes, file.name)
    if (!verdict.ok) {
      const message =
        verdict.reason === 'mismatch' ? errors.fileMismatch(verdict.detected.toUpperCase()) : errors.fileType
      return refused(415, message, { file: message })
    }
    attachment = { name: displayName(file.name), type: verdict.type, bytes }
  }

  const values = parsed.data
  try {
    const saved = await context
      .store()
      .save({ ...values, locale, submittedAt: now().toISOString(), ...(attachment && { file: attachment }) })
    const reference = requestReference(saved.id)
    if (!saved.duplicate) {
      await tell(context, { ...values, id: saved.id, locale, attachment }, reference, log)
      context.copy?.({
        ...values,
        id: saved.id,
        reference,
        locale,
        submittedAt: now().toISOString(),
        ...(attachment && { file: attachment }),
      })
    }
    return { status: 200, answer: { status: 'sent', message: text.sent(reference), reference } }
  } catch (error) {
    await context.limit.refund(context.clientKey).catch(() => undefined)
    log(`[trust] a request could not be stored: ${describeError(error)}`)
    return { status: 503, answer: { status: 'error', message: errors.failed } }
  }
}

/** Staff's notification and the requester's acknowledgement: stored is sent, so a mail failure is only logged. */
async function tell(
  context: RequestContext,
  request: Parameters<typeof requestStaffMail>[1] & { attachment?: { type: string; bytes: Uint8Array } },
  reference: string,
  log: (line: string) => void,
) {
  try {
    const file = request.attachment && { type: request.attachment.type, size: request.attachment.bytes.byteLength }
    for (const to of context.notifyTo) await context.queueMail(requestStaffMail(to, { ...request, file }))
    if (await context.reserveAck(request.email, context.clientKey))
      await context.queueMail(requestAckMail(request.email, request.locale, request.kind, reference))
  } catch (error) {
    log(`[trust] request ${reference} was stored, but its mails could not be queued: ${describeError(error)}`)
  }
}
