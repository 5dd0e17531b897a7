import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Mail } from '@/lib/mail/types'
import { applyStudioDecision } from '@/lib/trust/access/studio-decision'
import { accessStore } from '@/lib/trust/access/store'
import { trustDatabaseFromEnv, type TrustDatabase } from '@/lib/trust/store/database'
import { accessCopyId, lakeTrustCopies } from '@/lib/trust/studio-copy'
import { tempDir } from '../support/temp-dir'

/*
 * The Studio's side of the trust center, with a Sanity project: the copies the site writes (a
 * request with its file, an access request), and a decision staff publish on a copy, applied to
 * the site's record through the publish webhook. The client is a stand-in that keeps documents.
 */

function fakeClient() {
  const documents = new Map<string, Record<string, unknown>>()
  const uploads: { filename?: string; contentType?: string; size: number }[] = []
  const client = {
    getDocument: async (id: string) => documents.get(id),
    createOrReplace: async (document: Record<string, unknown> & { _id: string }) =>
      void documents.set(document._id, document),
    assets: {
      upload: async (_type: string, body: Buffer, options: { filename?: string; contentType?: string }) => {
        uploads.push({ ...options, size: body.byteLength })
        return { _id: `file-${uploads.length}-pdf` }
      },
    },
  }
  return { documents, uploads, client: client as unknown as SanityClient }
}

let database: TrustDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

describe('the trust center’s copies in the Studio', () => {
  it('copy a request with its file, uploaded under a name of the site’s own', async () => {
    const { documents, uploads, client } = fakeClient()
    await lakeTrustCopies(client).request({
      id: '12',
      reference: 'TR-000012',
      kind: 'questionnaire',
      name: 'Ada',
      email: 'ada@northfield-health.example',
      organization: 'Northfield Health',
      message: '',
      locale: 'en',
      submittedAt: '2026-12-06T10:00:00Z',
      file: { name: '../../evil name.pdf', type: 'pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
    })
    expect(uploads).toEqual([{ filename: 'request-12.pdf', contentType: 'application/pdf', size: 4 }])
    expect(documents.get('trustRequest.12')).toMatchObject({
      _type: 'trustRequest',
      reference: 'TR-000012',
      fileName: '../../evil name.pdf',
      file: { _type: 'file', asset: { _type: 'reference', _ref: 'file-1-pdf' } },
    })
  })

  it('apply a decision staff published on an access request’s copy once, mail the account, and show the new state', async () => {
    database = trustDatabaseFromEnv({ TRUST_DB_PATH: path.join(tempDir('trust-studio-'), 'trust.sqlite') })
    const store = accessStore(database)
    const { documents, client } = fakeClient()
    const copies = lakeTrustCopies(client)
    const email = 'ada@clinic.example'
    const record = await store.request(
      { email, userId: 'u1', name: 'Ada', locale: 'es' },
      '2026-09',
      '2026-12-01T00:00:00Z',
    )
    await copies.access(record)
    const id = accessCopyId(email)
    const mails: Mail[] = []
    const context = {
      copies,
      store,
      queueMail: async (mail: Mail) => void mails.push(mail),
      origin: 'https://medicore.example',
    }

    // Published without a decision (the site's own write, which also reaches the webhook): nothing to do.
    expect(await applyStudioDecision(id, context)).toBeUndefined()
    documents.set(id, { ...documents.get(id)!, decision: 'approve' })
    expect(await applyStudioDecision(id, context)).toBe(`${email} is approved.`)
    expect(await store.get(email)).toMatchObject({ status: 'approved', decidedBy: 'staff (Studio)' })
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Su acceso a los documentos restringidos de MediCore está aprobado'],
    ])
    expect(documents.get(id)).toMatchObject({ status: 'approved' })
    expect(documents.get(id)!.decision).toBeUndefined()
    // The rewrite's own webhook finds no decision left.
    expect(await applyStudioDecision(id, context)).toBeUndefined()
  })

  it('apply nothing from a copy that is not the address’s own, or from an id that is no copy', async () => {
    database = trustDatabaseFromEnv({ TRUST_DB_PATH: path.join(tempDir('trust-studio-'), 'trust.sqlite') })
    const store = accessStore(database)
    const { documents, client } = fakeClient()
    const copies = lakeTrustCopies(client)
    const forged = accessCopyId('someone@clinic.example')
    documents.set(forged, { _id: forged, email: 'attacker@evil.example', decision: 'approve' })
    const context = { copies, store, queueMail: async () => undefined, origin: 'https://medicore.example' }
    expect(await applyStudioDecision(forged, context)).toBeUndefined()
    expect(await applyStudioDecision('trustAccessRequest.x', context)).toBeUndefined()
    expect(await store.get('attacker@evil.example')).toBeUndefined()
  })
})
