import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Mail } from '@/lib/mail/types'
import { bodyBudget } from '@/lib/trust/requests/body-budget'
import { requestStore } from '@/lib/trust/requests/store'
import { handleTrustRequest, type RequestContext } from '@/lib/trust/requests/submit'
import { trustDatabaseFromEnv, type TrustDatabase } from '@/lib/trust/store/database'
import { tempDir } from '../support/temp-dir'

/*
 * The security questionnaire form's upload against a real SQLite file: its limits before a byte is
 * read, the file told by its bytes, and nothing kept of a refused request.
 */

const pdf = readFileSync(path.resolve('studio/dataset/files/dda3c297f7ae107f9b96c12bc89c461e0dc1d2b2.pdf'))
/** A Windows program: what a disguised "questionnaire.pdf" may really be. */
const program = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(400, 1),
])

let database: TrustDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

function setUp(overrides: Partial<RequestContext> = {}) {
  database = trustDatabaseFromEnv({ TRUST_DB_PATH: path.join(tempDir('trust-requests-'), 'trust.sqlite') })
  const store = requestStore(database)
  const mails: Mail[] = []
  const limit = { take: vi.fn(async () => true), refund: vi.fn(async () => {}) }
  const context: RequestContext = {
    clientKey: '203.0.113.9',
    limit,
    budget: bodyBudget(64 * 1024 * 1024),
    store: () => store,
    notifyTo: ['staff@medicore.example'],
    queueMail: async (mail) => void mails.push(mail),
    reserveAck: async () => true,
    now: () => new Date('2026-12-06T10:00:00Z'),
    log: () => {},
    ...overrides,
  }
  return { store, mails, limit, context }
}

/** An upload that declares `declaredBytes`, sends its first 5 bytes and then nothing more. */
function stalledUpload(declaredBytes: number) {
  const stalled = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode('--x\r\n')),
  })
  return new Request('https://medicore.example/trust/request', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(declaredBytes) },
    body: stalled,
    duplex: 'half',
  } as RequestInit)
}

const fields = {
  kind: 'questionnaire',
  name: 'Ada Lovelace',
  email: 'ada@northfield-health.example',
  organization: 'Northfield Health',
  message: 'Our vendor questionnaire, 2026 edition.',
  locale: 'en',
  website: '',
}

/** A multipart request as a browser sends it, with its Content-Length. */
async function upload(
  extra: Record<string, string> = {},
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...fields, ...extra })) form.set(name, value)
  for (const file of files)
    form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }))
  const probe = new Request('https://medicore.example/trust/request', { method: 'POST', body: form })
  const body = new Uint8Array(await probe.arrayBuffer())
  return new Request('https://medicore.example/trust/request', {
    method: 'POST',
    body,
    headers: { 'content-type': probe.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  })
}

describe('a security questionnaire request', () => {
  it('is stored with its PDF, staff are told where the file is, and the sender’s acknowledgement repeats none of their words', async () => {
    const { store, mails, context } = setUp()
    const outcome = await handleTrustRequest(
      await upload({}, [{ name: 'Questionnaire 2026.pdf', bytes: pdf }]),
      'en',
      context,
    )
    expect(outcome).toMatchObject({ status: 200, answer: { status: 'sent', reference: 'TR-000001' } })
    const [stored] = await store.list()
    expect(stored).toMatchObject({
      kind: 'questionnaire',
      organization: 'Northfield Health',
      file: { name: 'Questionnaire 2026.pdf', type: 'pdf', size: pdf.byteLength },
    })
    expect(Buffer.from((await store.file(stored!.id))!.bytes).equals(pdf)).toBe(true)
    const [staff, ack] = mails
    expect(staff).toMatchObject({
      to: 'staff@medicore.example',
      replyTo: 'ada@northfield-health.example',
      subject: 'Trust center: Security questionnaire (TR-000001)',
    })
    expect(staff!.text).toContain('npm run inbox -- --file 1')
    expect(ack).toMatchObject({ to: 'ada@northfield-health.example', subject: 'We received your request (TR-000001)' })
    for (const words of ['Ada', 'Lovelace', 'Northfield', 'vendor questionnaire', 'Questionnaire 2026']) {
      expect(ack!.text).not.toContain(words)
      expect(ack!.html).not.toContain(words)
    }
  })

  it('refuses a file disguised as a PDF, with its reason in the page’s language, and keeps nothing', async () => {
    const { store, mails, context } = setUp()
    const outcome = await handleTrustRequest(
      await upload({ locale: 'es' }, [{ name: 'cuestionario.pdf', bytes: program }]),
      'es',
      context,
    )
    expect(outcome.status).toBe(415)
    expect(outcome.answer.errors?.file).toMatch(/^Este archivo no es un documento PDF, Word \(DOCX\) ni Excel \(XLSX\)/)
    expect(await store.list()).toEqual([])
    expect(mails).toEqual([])
  })

  it('refuses a real document whose name says another type', async () => {
    const { store, context } = setUp()
    const outcome = await handleTrustRequest(await upload({}, [{ name: 'answers.xlsx', bytes: pdf }]), 'en', context)
    expect(outcome).toMatchObject({
      status: 415,
      answer: { errors: { file: expect.stringMatching(/^The file is a PDF document/) } },
    })
    expect(await store.list()).toEqual([])
  })

  it('asks for the file a questionnaire needs, one file only, and checks every field', async () => {
    const { store, context } = setUp()
    expect(await handleTrustRequest(await upload(), 'en', context)).toMatchObject({
      status: 400,
      answer: { errors: { file: 'Attach your questionnaire (PDF, DOCX or XLSX).' } },
    })
    const two = [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]
    expect((await handleTrustRequest(await upload({}, two), 'en', context)).answer.errors).toEqual({
      file: 'Attach one file only.',
    })
    expect(
      (
        await handleTrustRequest(
          await upload({ kind: 'other', email: 'nope', name: 'Ada\u202e', organization: '' }),
          'en',
          context,
        )
      ).answer.errors,
    ).toEqual({
      kind: 'Choose what you need.',
      email: 'Email is invalid',
      name: 'Remove the invisible or control characters.',
      organization: 'Organization is required',
    })
    // A BAA request needs no file.
    expect(await handleTrustRequest(await upload({ kind: 'baa' }), 'en', context)).toMatchObject({ status: 200 })
    expect(await store.list()).toHaveLength(1)
  })

  it('refuses a declared size over 10 MB, and a missing one, before reading a byte or counting the limit', async () => {
    const { limit, context } = setUp()
    let pulled = 0
    const endless = new ReadableStream({
      pull: (controller) => void (pulled++, controller.enqueue(new Uint8Array(1024))),
    })
    const request = (length?: string) =>
      new Request('https://medicore.example/trust/request', {
        method: 'POST',
        body: endless,
        duplex: 'half',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...(length && { 'content-length': length }) },
      } as RequestInit)
    expect((await handleTrustRequest(request(String(11 * 1024 * 1024)), 'en', context)).status).toBe(413)
    expect((await handleTrustRequest(request(), 'en', context)).status).toBe(411)
    expect(pulled).toBeLessThanOrEqual(1)
    expect(limit.take).not.toHaveBeenCalled()
  })

  it('stops reading a body that sends more than it declared, at 10 MB', async () => {
    const { context } = setUp()
    let sent = 0
    const flood = new ReadableStream({
      pull(controller) {
        sent += 1024 * 1024
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const request = new Request('https://medicore.example/trust/request', {
      method: 'POST',
      body: flood,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '1000' },
    } as RequestInit)
    expect((await handleTrustRequest(request, 'en', context)).status).toBe(413)
    expect(sent).toBeLessThanOrEqual(12 * 1024 * 1024)
  })

  it('refuses an upload another website’s page sent, before counting the client, and keeps nothing', async () => {
    const { store, limit, context } = setUp()
    const from = async (origin: string) => {
      const sent = await upload({}, [{ name: 'q.pdf', bytes: pdf }])
      return new Request(sent, { headers: { ...Object.fromEntries(sent.headers), host: 'medicore.example', origin } })
    }
    expect(await handleTrustRequest(await from('https://evil.example'), 'es', context)).toMatchObject({
      status: 403,
      answer: { message: expect.stringMatching(/^Este formulario se envió desde otro sitio web/) },
    })
    expect(limit.take).not.toHaveBeenCalled()
    expect(await store.list()).toEqual([])
    // From the site's own page, the same upload is kept.
    expect((await handleTrustRequest(await from('https://medicore.example'), 'en', context)).status).toBe(200)
  })

  it('counts the client before reading the body: past the limit, nothing is read or kept', async () => {
    const { store, limit, context } = setUp()
    limit.take.mockResolvedValueOnce(false)
    const outcome = await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)
    expect(outcome).toMatchObject({
      status: 429,
      answer: { message: expect.stringMatching(/^Several requests were sent/) },
    })
    expect(await store.list()).toEqual([])
  })

  it('answers “busy” when the bodies being read hold all the memory they may, keeps nothing, and gives the count back', async () => {
    const budget = bodyBudget(1_000)
    const { store, limit, context } = setUp({ budget })
    expect(await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)).toMatchObject({
      status: 429,
      answer: { message: 'We are receiving many files right now. Please try again in a minute.' },
    })
    expect(limit.refund).toHaveBeenCalledWith('203.0.113.9')
    expect(await store.list()).toEqual([])
    expect(budget.held).toBe(0)
  })

  it('uploads that trickle in hold only what they sent: four of them, from four clients, keep nobody else out', async () => {
    const budget = bodyBudget(64 * 1024 * 1024)
    const { store, context } = setUp({ budget })
    const trickles = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((clientKey) => {
      return handleTrustRequest(stalledUpload(9_000_000), 'en', { ...context, clientKey, readDeadlineMs: 1_000 })
    })
    await expect.poll(() => budget.held).toBe(4 * 5)
    const answer = await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)
    expect(answer).toMatchObject({ status: 200, answer: { status: 'sent' } })
    expect(await Promise.all(trickles)).toEqual(trickles.map(() => expect.objectContaining({ status: 408 })))
    expect(await store.list()).toHaveLength(1)
    expect(budget.held).toBe(0)
  })

  it('lets a client read one body at a time: a second, sent while the first arrives, is answered “busy”', async () => {
    const budget = bodyBudget(64 * 1024 * 1024)
    const { context } = setUp({ budget })
    const first = budget.open(context.clientKey)
    expect(await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)).toMatchObject({
      status: 429,
    })
    first!.release()
    expect(await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)).toMatchObject({
      status: 200,
    })
  })

  it('gives up a body that arrives too slowly, frees its slot, and keeps nothing', async () => {
    const { store, context } = setUp({ readDeadlineMs: 50 })
    expect(await handleTrustRequest(stalledUpload(5_000), 'en', context)).toMatchObject({ status: 408 })
    expect(await store.list()).toEqual([])
    // The same client's next upload finds its slot free.
    const next = await handleTrustRequest(await upload({}, [{ name: 'q.pdf', bytes: pdf }]), 'en', context)
    expect(next.status).toBe(200)
  })

  it('keeps a double submit once, and tells staff once', async () => {
    const { store, mails, context } = setUp()
    const files = [{ name: 'q.pdf', bytes: pdf }]
    const [first, second] = [
      await handleTrustRequest(await upload({}, files), 'en', context),
      await handleTrustRequest(await upload({}, files), 'en', context),
    ]
    expect(first.answer.reference).toBe(second.answer.reference)
    expect(await store.list()).toHaveLength(1)
    expect(mails.filter((mail) => mail.to === 'staff@medicore.example')).toHaveLength(1)
  })
})
