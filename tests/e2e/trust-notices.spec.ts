import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { readFile, writeFile } from 'node:fs/promises'
import { signedWebhook } from '@/lib/publish/sign'
import { uniqueEmail } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { mailsTo, waitForMail } from './support/mail'
import { e2e } from '../support/servers'

/*
 * Subprocessor notices end to end: visitors subscribe on the trust page and confirm by mail (double
 * opt-in); staff publish a change (the dataset edited, then the webhook Sanity would send), and each
 * confirmed subscriber of its language is mailed once, with RFC 8058's one-click unsubscribe, which
 * works. Runs in the 'publish' project: it edits the server's dataset, and puts it back.
 */

const { dataset, revalidateSecret } = e2e.site
type Document = Record<string, unknown> & { _id: string }

async function editDataset(edit: (document: Document) => void) {
  const lines = (await readFile(dataset, 'utf8')).split('\n').filter(Boolean)
  const documents = lines.map((line) => JSON.parse(line) as Document)
  documents.forEach(edit)
  await writeFile(dataset, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
}

async function publish(request: APIRequestContext, body: Record<string, unknown>) {
  const webhook = await signedWebhook({ _type: 'subprocessor', operation: 'update', ...body }, revalidateSecret)
  const answer = await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { notices?: string }
}

/** Subscribes `email` on the trust page in `locale`, and confirms it with the mailed link's button unless told not to. */
async function subscribe(browser: Browser, email: string, { locale = 'en', confirm = true, javaScript = true } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  const page = await context.newPage()
  await page.goto(locale === 'en' ? '/trust' : '/es/trust')
  const form = page.locator('#subprocessors form')
  await form.getByLabel(locale === 'en' ? 'Work email address' : 'Correo electrónico del trabajo').fill(email)
  await form.getByRole('button', { name: locale === 'en' ? 'Subscribe' : 'Suscribirse' }).click()
  await expect(form.getByRole('status')).toContainText(
    locale === 'en' ? 'Check your inbox' : 'Revise su bandeja de entrada',
  )
  if (confirm) {
    const mail = await waitForMail(email, '/trust/subscription?confirm=')
    const link = new URL(/https?:\/\/\S+\/trust\/subscription\?confirm=\S+/.exec(mail.text)![0])
    await page.goto(link.pathname + link.search)
    await page
      .getByRole('button', { name: locale === 'en' ? 'Confirm my subscription' : 'Confirmar mi suscripción' })
      .click()
    await expect(page.getByRole('status')).toHaveText(
      locale === 'en'
        ? 'Your subscription is confirmed. We will write when a subprocessor changes.'
        : 'Su suscripción está confirmada. Le escribiremos cuando cambie un subprocesador.',
    )
    // The link works once.
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('status')).toContainText(
      locale === 'en' ? 'This link is not valid' : 'Este enlace no es válido',
    )
  }
  await context.close()
}

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10)

test('a published subprocessor change mails each confirmed subscriber once, and one click unsubscribes', async ({
  browser,
  request,
}) => {
  const original = await readFile(dataset, 'utf8')
  try {
    const [ada, grace, pending, rosa] = ['ada', 'grace', 'pending', 'rosa'].map((name) =>
      uniqueEmail(`notices-${name}`),
    )
    await subscribe(browser, ada!)
    await subscribe(browser, grace!, { javaScript: false })
    await subscribe(browser, pending!, { confirm: false })
    await subscribe(browser, rosa!, { locale: 'es' })

    // Staff add a change to a subprocessor, in English, and publish it.
    const change = (key: string, note: string) => ({
      _key: key,
      _type: 'subprocessorChange',
      kind: 'changed',
      announced: day(0),
      effective: day(35),
      note,
    })
    await editDataset((document) => {
      if (document._id === 'subprocessor-postwise')
        document.changes = [change('eu-region', 'Postwise Mail adds a second data center, in Ohio.')]
    })
    expect(await publish(request, { _id: 'subprocessor-postwise', language: 'en' })).toMatchObject({
      notices: '2 subprocessor notices queued.',
    })
    // Sent again (Sanity retries, or staff edit the change's words): nobody is mailed twice.
    expect(await publish(request, { _id: 'subprocessor-postwise', language: 'en' })).toMatchObject({
      notices: '0 subprocessor notices queued.',
    })
    const notice = await waitForMail(ada!, 'Postwise Mail adds a second data center')
    await waitForMail(grace!, 'Postwise Mail adds a second data center')
    expect(notice.subject).toBe('Subprocessor notice: Postwise Mail (changed)')
    expect(notice.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    expect(notice.listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/trust\/unsubscribe\?token=[\w.%-]+>$/)
    for (const email of [ada!, grace!])
      expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Subprocessor notice'))).toHaveLength(1)
    // Not confirmed, or of the other language: no notice.
    expect((await mailsTo(pending!)).filter((mail) => mail.subject.startsWith('Subprocessor notice'))).toEqual([])
    expect((await mailsTo(rosa!)).filter((mail) => mail.subject.startsWith('Aviso de subprocesador'))).toEqual([])

    // The mail program's one click: a POST with List-Unsubscribe=One-Click to the header's address, no cookie.
    const oneClick = new URL(notice.listUnsubscribe!.slice(1, -1))
    const unsubscribe = () =>
      request.post(oneClick.pathname + oneClick.search, {
        form: { 'List-Unsubscribe': 'One-Click' },
        headers: { 'x-forwarded-for': uniqueClientAddress() },
      })
    const first = await unsubscribe()
    expect([first.status(), await first.text()]).toEqual([
      200,
      'You are unsubscribed. We will send no more subprocessor notices to this address.\n',
    ])
    expect((await unsubscribe()).status()).toBe(200)
    // A GET of the same address (a link scanner) changes nothing: it leads to the page with the button.
    const looked = await request.get(oneClick.pathname + oneClick.search, { maxRedirects: 0 })
    expect(looked.status()).toBe(303)
    const forged = await request.post(`${oneClick.pathname}?token=${encodeURIComponent('eyJ9.forged')}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(forged.status()).toBe(404)

    // The next change reaches only the subscriber who stayed; the feed lists it.
    await editDataset((document) => {
      if (document._id === 'subprocessor-postwise')
        document.changes = [
          change('eu-region', 'Postwise Mail adds a second data center, in Ohio.'),
          change('archive', 'Postwise Mail keeps sent notices 30 days instead of 90.'),
        ]
    })
    expect(await publish(request, { _id: 'subprocessor-postwise', language: 'en' })).toMatchObject({
      notices: '1 subprocessor notice queued.',
    })
    await waitForMail(grace!, 'keeps sent notices 30 days')
    expect((await mailsTo(ada!)).filter((mail) => mail.subject.startsWith('Subprocessor notice'))).toHaveLength(1)
    const feed = await (await request.get('/trust/subprocessors.xml')).text()
    expect(feed).toContain('Postwise Mail keeps sent notices 30 days instead of 90.')
  } finally {
    await writeFile(dataset, original)
    await publish(request, { _id: 'subprocessor-postwise', language: 'en' })
  }
})
