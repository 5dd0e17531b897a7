import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Mail } from '@/lib/mail/types'
import type { Subprocessor } from '@/lib/trust/models'
import { trustDatabaseFromEnv, type TrustDatabase } from '@/lib/trust/store/database'
import { announceChanges } from '@/lib/trust/subscriptions/notices'
import { subscriptionStore } from '@/lib/trust/subscriptions/store'
import {
  confirmSubscription,
  handleSubscribe,
  subscriptionOfLink,
  unsubscribe,
  type SubscriptionContext,
} from '@/lib/trust/subscriptions/subscribe'
import { readUnsubscribeToken, signUnsubscribeToken } from '@/lib/trust/subscriptions/tokens'
import { tempDir } from '../support/temp-dir'

/*
 * Subprocessor notices against a real SQLite file: double opt-in, the links' tokens (forged,
 * spent, replayed), and each change mailed to each confirmed subscriber of its language once,
 * whatever the webhook's retries or deliveries at once.
 */

const secret = 'a-test-secret-that-is-long-enough-0123456789'
let database: TrustDatabase | undefined

function setUp() {
  database = trustDatabaseFromEnv({ TRUST_DB_PATH: path.join(tempDir('trust-'), 'trust.sqlite') })
  const store = subscriptionStore(database)
  const mails: Mail[] = []
  const reserve = vi.fn(async () => true)
  const context: SubscriptionContext = {
    store,
    reserveMail: reserve,
    clientKey: '203.0.113.7',
    queueMail: async (mail) => void mails.push(mail),
    origin: 'https://medicore.example',
    log: () => {},
  }
  return { store, mails, reserve, context }
}

afterEach(async () => {
  await database?.close()
  database = undefined
})

const form = (email: string, locale = 'en', extra: Record<string, string> = {}) => {
  const data = new FormData()
  data.set('email', email)
  data.set('locale', locale)
  data.set('website', '')
  for (const [key, value] of Object.entries(extra)) data.set(key, value)
  return data
}

/** The token of the confirmation link a mail carries. */
const confirmToken = (mail: Mail) => new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('confirm')!

async function subscribed(setup: ReturnType<typeof setUp>, email: string, locale = 'en') {
  await handleSubscribe(form(email, locale), setup.context)
  const mail = setup.mails.findLast((candidate) => candidate.to === email)!
  return (await confirmSubscription(confirmToken(mail), setup.store))!
}

const subprocessor = (changes: Subprocessor['changes']): Subprocessor => ({
  _id: 'subprocessor-relaypoint',
  _type: 'subprocessor',
  language: 'en',
  name: 'Relaypoint Messaging',
  purpose: 'Appointment reminders by text message',
  location: 'United States',
  dataProcessed: 'Patient first name, mobile number and appointment time',
  since: '2027-01-10',
  changes,
})
const change = (key: string, effective: string) => ({
  _key: key,
  kind: 'added' as const,
  announced: '2026-12-01',
  effective,
  note: 'Optional reminders by text message.',
})
const now = () => new Date('2026-12-06T10:00:00Z')

describe('subscribing to subprocessor notices', () => {
  it('mails a link whose page confirms, in the page’s language; nothing is subscribed before that', async () => {
    const setup = setUp()
    expect(await handleSubscribe(form(' Ada@Clinic.example ', 'es'), setup.context)).toMatchObject({ status: 'sent' })
    const [mail] = setup.mails
    expect(mail).toMatchObject({ to: 'ada@clinic.example', kind: 'trust-subscription-confirm' })
    expect(mail!.subject).toMatch(/^Confirme su suscripción/)
    expect(mail!.text).toContain('https://medicore.example/es/trust/subscription?confirm=')
    const token = confirmToken(mail!)
    // Opening the link shows the page; only its button confirms.
    expect(await subscriptionOfLink({ confirm: token }, setup.store, secret)).toMatchObject({
      action: 'confirm',
      subscriber: { email: 'ada@clinic.example', status: 'pending' },
    })
    expect(await setup.store.announce('x:1', 'es', now().toISOString())).toEqual([])
    expect(await confirmSubscription(token, setup.store)).toMatchObject({ status: 'confirmed', locale: 'es' })
  })

  it('counts the address and the client before any work, and says the same whether the address is subscribed', async () => {
    const setup = setUp()
    await subscribed(setup, 'ada@clinic.example')
    const before = setup.mails.length
    expect(await handleSubscribe(form('ada@clinic.example'), setup.context)).toMatchObject({ status: 'sent' })
    // Confirmed already: the same answer, and no mail to it.
    expect(setup.mails).toHaveLength(before)
    setup.reserve.mockResolvedValueOnce(false)
    expect(await handleSubscribe(form('grace@clinic.example'), setup.context)).toMatchObject({ status: 'error' })
    expect(setup.mails).toHaveLength(before)
    expect(setup.reserve).toHaveBeenCalledWith('grace@clinic.example', '203.0.113.7')
  })

  it('refuses a bad address and a filled honeypot without counting or mailing', async () => {
    const setup = setUp()
    expect(await handleSubscribe(form('not an address'), setup.context)).toMatchObject({
      status: 'invalid',
      errors: { email: expect.any(String) },
    })
    expect(await handleSubscribe(form('ada@clinic.example', 'en', { website: 'spam' }), setup.context)).toMatchObject({
      status: 'error',
    })
    expect(setup.reserve).not.toHaveBeenCalled()
    expect(setup.mails).toEqual([])
  })

  it('spends a confirmation token once: a replay, a forged or an expired one confirms nothing', async () => {
    const setup = setUp()
    await handleSubscribe(form('ada@clinic.example'), setup.context)
    const token = confirmToken(setup.mails[0]!)
    const [first, second] = await Promise.all([
      confirmSubscription(token, setup.store),
      confirmSubscription(token, setup.store),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(await confirmSubscription(token, setup.store)).toBeUndefined()
    expect(await confirmSubscription(`${token.slice(0, -1)}A`, setup.store)).toBeUndefined()
    expect(await confirmSubscription('../../etc/passwd', setup.store)).toBeUndefined()

    await handleSubscribe(form('grace@clinic.example'), setup.context)
    const late = confirmToken(setup.mails.at(-1)!)
    expect(await confirmSubscription(late, setup.store, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toBeUndefined()
  })

  it('unsubscribes with a signed link, again harmlessly, and never with a forged or an old one', async () => {
    const setup = setUp()
    const ada = await subscribed(setup, 'ada@clinic.example')
    const token = signUnsubscribeToken(ada.id, ada.confirmedAt!, secret)
    expect(readUnsubscribeToken(token, 'another-secret')).toBeUndefined()
    expect(
      await unsubscribe(
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        setup.store,
        secret,
      ),
    ).toBe('invalid')
    expect(await unsubscribe(signUnsubscribeToken(ada.id + 1, ada.confirmedAt!, secret), setup.store, secret)).toBe(
      'invalid',
    )
    expect(await unsubscribe(token, setup.store, secret)).toBe('done')
    expect(await unsubscribe(token, setup.store, secret)).toBe('done')
    expect(await setup.store.byId(ada.id)).toMatchObject({ status: 'unsubscribed' })
    // Subscribed again: the old link no longer applies to the new subscription.
    const again = await subscribed(setup, 'ada@clinic.example')
    expect(again.confirmedAt).not.toBe(ada.confirmedAt)
    expect(await unsubscribe(token, setup.store, secret)).toBe('invalid')
    expect(await setup.store.byId(ada.id)).toMatchObject({ status: 'confirmed' })
  })
})

describe('a subprocessor change’s notice', () => {
  const notices = (setup: ReturnType<typeof setUp>, mails: Mail[]) => ({
    store: setup.store,
    secret,
    origin: 'https://medicore.example',
    queueMail: async (mail: Mail) => mails.push(mail),
    replyTo: 'security@medicore.example',
    now,
  })

  it('goes once to each confirmed subscriber of its language, whatever the retries and deliveries at once', async () => {
    const setup = setUp()
    await subscribed(setup, 'ada@clinic.example')
    await subscribed(setup, 'grace@clinic.example')
    await subscribed(setup, 'rosa@clinic.example', 'es')
    await handleSubscribe(form('pending@clinic.example'), setup.context)
    const mails: Mail[] = []
    const document = subprocessor([change('added-2027', '2027-01-10')])
    const counts = await Promise.all([1, 2, 3].map(() => announceChanges(document, 'en', notices(setup, mails))))
    expect(counts.reduce((a, b) => a + b)).toBe(2)
    await announceChanges(document, 'en', notices(setup, mails))
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@clinic.example', 'grace@clinic.example'])
    const [mail] = mails
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/medicore\.example\/trust\/unsubscribe\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail).toMatchObject({
      replyTo: 'security@medicore.example',
      subject: 'Subprocessor notice: Relaypoint Messaging (added)',
    })
    expect(mail!.text).toContain('Takes effect: January 10, 2027')
    // Its one-click link unsubscribes its own subscriber.
    const token = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')
    expect(await unsubscribe(token, setup.store, secret)).toBe('done')
    expect((await setup.store.byId(readUnsubscribeToken(token, secret)!.id))!.email).toBe(mail!.to)
  })

  it('mails a new change of the same subprocessor, and never one already in effect', async () => {
    const setup = setUp()
    await subscribed(setup, 'ada@clinic.example')
    const mails: Mail[] = []
    await announceChanges(subprocessor([change('old', '2026-12-01')]), 'en', notices(setup, mails))
    expect(mails).toEqual([])
    await announceChanges(
      subprocessor([change('old', '2026-12-01'), change('new', '2027-02-01')]),
      'en',
      notices(setup, mails),
    )
    expect(mails).toHaveLength(1)
    // Someone who subscribes after a change was announced is not mailed it on a later publish.
    await subscribed(setup, 'late@clinic.example')
    await announceChanges(subprocessor([change('new', '2027-02-01')]), 'en', notices(setup, mails))
    expect(mails.map((mail) => mail.to)).toEqual(['ada@clinic.example'])
  })

  it('is queued later for a subscriber whose mail could not be queued the first time', async () => {
    const setup = setUp()
    await subscribed(setup, 'ada@clinic.example')
    const mails: Mail[] = []
    const failing = { ...notices(setup, mails), queueMail: async () => Promise.reject(new Error('queue is down')) }
    const document = subprocessor([change('added-2027', '2027-01-10')])
    await expect(announceChanges(document, 'en', failing)).rejects.toThrow('queue is down')
    expect(await announceChanges(document, 'en', notices(setup, mails))).toBe(1)
    expect(await announceChanges(document, 'en', notices(setup, mails))).toBe(0)
  })
})
