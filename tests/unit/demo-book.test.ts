import path from 'node:path'
import { http, HttpResponse } from 'msw'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseContentSource } from '@/lib/config'
import { availabilityBounds } from '@/lib/demo/availability'
import { bookDemo, bookingForLink, cancelDemo, moveDemo, type BookingServices } from '@/lib/demo/book'
import { holderCookieName, holderCookieOptions } from '@/lib/demo/holder'
import { demoAddressLimit, demoClientLimit, demoHeldLimit } from '@/lib/demo/limits'
import { handleDemoBooking, handleDemoCancel, handleDemoMove, type DemoContext } from '@/lib/demo/submit'
import { readHolderToken } from '@/lib/demo/tokens'
import { lakeStudioCopy } from '@/lib/demo/studio-copy'
import { createLakeClient, type LakeSource } from '@/lib/lake-client'
import { createSqliteBookingStore } from '@/lib/demo/store/sqlite'
import type { Booking, BookingStore, Visitor } from '@/lib/demo/store/types'
import type { Mail } from '@/lib/mail/types'
import { at, availabilityWith, demoVisitor, HOUR, weekdaySpecialist } from '../support/demo'
import { mswServer } from '../support/msw-server'
import { testProject } from '../support/sanity-msw'
import { tempDir } from '../support/temp-dir'

/* The booking rules over a real SQLite file, with a mail queue that records what it is given. */

const stores: BookingStore[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
})

const NOW = at('2026-11-30T12:00:00Z') // Monday 07:00 in New York
const WEDNESDAY_9 = at('2026-12-02T14:00:00Z')
const WEDNESDAY_945 = at('2026-12-02T14:45:00Z')
const WEDNESDAY_13 = at('2026-12-02T18:00:00Z')
const NEXT_MONDAY_9 = at('2026-12-07T14:00:00Z')

function setUp(specialists = [weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '12:00')]) {
  const clock = { now: NOW }
  const store = createSqliteBookingStore(path.join(tempDir('demo-book'), 'demo.sqlite'))
  stores.push(store)
  const queued: (Mail & { id: number })[] = []
  const withdrawn: number[] = []
  const services: BookingServices = {
    store,
    availability: async () => availabilityWith(specialists),
    mail: {
      queue: async (mail) => queued.push({ ...mail, id: queued.length + 1 }),
      withdraw: async (id) => (withdrawn.push(id), true),
    },
    secret: 'a-test-secret-that-is-long-enough-for-hmac',
    manageUrl: (locale, token) => `https://medicore.example${locale === 'es' ? '/es' : ''}/demo/booking?token=${token}`,
    bookAgainUrl: () => 'https://medicore.example/demo',
    organizer: { name: 'MediCore', email: 'no-reply@medicore.example' },
    now: () => clock.now,
    log: () => undefined,
  }
  return { store, services, queued, withdrawn, clock }
}

const visitor = (email: string, changes: Partial<Visitor> = {}): Visitor =>
  demoVisitor({ email, locale: 'es', ...changes })

const linkIn = (mail: Mail, label: RegExp) =>
  new URL(new RegExp(`${label.source}\\n(\\S+)`).exec(mail.text)![1]!).searchParams.get('token')

describe('booking a demo', () => {
  it('stores the booking, mails both sides the invitation and queues one reminder 24 hours before', async () => {
    const { services, queued, store } = setUp()
    const outcome = await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    expect(outcome.status).toBe('booked')
    expect(queued.map((mail) => [mail.kind, mail.to, mail.sendAt])).toEqual([
      ['demo-booked', 'ana@clinic.example', undefined],
      ['demo-booked-specialist', 'dana-lee@medicore.example', undefined],
      ['demo-reminder', 'ana@clinic.example', WEDNESDAY_9 - 24 * 3_600_000],
    ])
    expect(queued[0]!.subject).toBe('Su demostración de MediCore el miércoles, 2 de diciembre de 2026, 8:00 a.m. CST')
    const saved = outcome.status === 'booked' ? await store.get(outcome.booking.id) : undefined
    expect(saved?.reminderMailId).toBe(3)
  })

  it('tells the second visitor for the same time that it was just taken, with the nearest free times', async () => {
    const { services } = setUp()
    await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    const second = await bookDemo(services, visitor('luis@hospital.example'), WEDNESDAY_9)
    expect(second.status).toBe('taken')
    if (second.status !== 'taken') return
    expect(second.nearest.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([
      '2026-12-02T14:45:00.000Z',
      '2026-12-02T15:30:00.000Z',
      '2026-12-02T16:15:00.000Z',
    ])
  })

  it('moves the first booking when the browser that made it books again for the same address, and withdraws its reminder', async () => {
    const { services, store, queued, withdrawn } = setUp()
    const first = await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    if (first.status !== 'booked') throw new Error(first.status)
    const second = await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_945, first.holder)
    expect(second.status).toBe('moved')
    if (second.status !== 'moved') return
    expect(second.booking.id).toBe(first.booking.id)
    expect(second.booking.sequence).toBe(1)
    expect(withdrawn).toEqual([3])
    expect(queued.slice(3).map((mail) => mail.kind)).toEqual(['demo-moved', 'demo-moved-specialist', 'demo-reminder'])
    expect(queued[3]!.calendar?.content).toMatch(/SEQUENCE:1/)
    // Wednesday 09:00 is free again.
    expect((await store.busy(NOW)).map((time) => time.startsAt)).toEqual([WEDNESDAY_945])
  })

  it('from any other browser changes nothing for the same address: its booking’s links go to it again', async () => {
    const { services, store, queued, withdrawn } = setUp()
    const first = await bookDemo(services, visitor('ana@clinic.example', { locale: 'en' }), WEDNESDAY_9)
    const luis = await bookDemo(services, visitor('luis@hospital.example'), NEXT_MONDAY_9)
    if (first.status !== 'booked' || luis.status !== 'booked') throw new Error('not booked')
    const stored = await store.get(first.booking.id)
    const before = queued.length
    // No cookie, a forged one, and the cookie of another address's booking.
    for (const holder of [undefined, `${first.holder}x`, luis.holder]) {
      const again = await bookDemo(services, visitor('ana@clinic.example', { name: 'Mallory' }), WEDNESDAY_945, holder)
      expect(again).toEqual({ status: 'resent' })
    }
    expect(await store.get(first.booking.id)).toEqual(stored)
    expect(withdrawn).toEqual([])
    // Only the address hears of it: its confirmation again, whose links still work.
    const resent = queued.slice(before)
    expect(resent.map((mail) => [mail.kind, mail.to])).toEqual(Array(3).fill(['demo-booked', 'ana@clinic.example']))
    expect(resent[0]!.subject).toBe(queued[0]!.subject)
    expect(resent[0]!.text).toBe(queued[0]!.text)
    expect(resent[0]!.calendar?.content).not.toContain('Mallory')
    const move = linkIn(resent[0]!, /Move it to another time:/)
    expect((await bookingForLink(services, move, 'move'))?.booking.id).toBe(first.booking.id)
    expect((await store.busy(NOW)).map((time) => time.startsAt)).toEqual([WEDNESDAY_9, NEXT_MONDAY_9])
  })

  it('stores what the visitor typed when their browser moves the booking through the form', async () => {
    const { services, store, queued } = setUp()
    const first = await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    if (first.status !== 'booked') throw new Error(first.status)
    const typed = {
      name: 'Ana Pérez Gómez',
      organization: 'Hospital Sur',
      role: 'hospital',
      size: '51-200',
      phone: '+1 312 555 0100',
      note: 'Two sites now',
      locale: 'en' as const,
      timeZone: 'America/Denver',
    }
    const moved = await bookDemo(services, visitor('ana@clinic.example', typed), WEDNESDAY_945, first.holder)
    expect(moved.status).toBe('moved')
    expect(await store.get(first.booking.id)).toMatchObject({ ...typed, email: 'ana@clinic.example', sequence: 1 })
    expect(queued.at(-3)!.subject).toBe('Your MediCore demo moved to Wednesday, December 2, 2026 at 7:45 AM MST')
  })

  it('books anew once the address’s meeting has begun, leaving the past one as it was', async () => {
    const { services, store, clock } = setUp()
    const first = await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    if (first.status !== 'booked') throw new Error(first.status)
    const past = await store.get(first.booking.id)
    clock.now = at('2026-12-03T12:00:00Z') // the next day
    // Not even the browser that made it moves a past meeting: it is a booking of its own.
    const next = await bookDemo(
      services,
      visitor('ana@clinic.example', { name: 'Ana P.' }),
      NEXT_MONDAY_9,
      first.holder,
    )
    expect(next.status).toBe('booked')
    if (next.status !== 'booked') return
    expect(next.booking.id).not.toBe(first.booking.id)
    expect(await store.get(first.booking.id)).toEqual(past)
    // A past meeting still counts towards its specialist's week.
    expect((await store.busy(NOW)).map((time) => time.startsAt)).toEqual([WEDNESDAY_9, NEXT_MONDAY_9])
    // One upcoming booking per address stays the database's rule.
    const twin = { ...next.booking, id: 'twin', startsAt: NEXT_MONDAY_9 + HOUR, endsAt: NEXT_MONDAY_9 + 2 * HOUR }
    expect(await store.insert(twin, clock.now)).toEqual({ ok: false, reason: 'slot-taken' })
  })

  it('hands a meeting moved to another specialist over: the new one is booked, the one before told it is off at their time', async () => {
    const { services, queued } = setUp([
      weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '12:00'),
      weekdaySpecialist('omar-haddad', 'America/New_York', '13:00', '16:00'),
    ])
    await bookDemo(services, visitor('ana@clinic.example', { locale: 'en' }), WEDNESDAY_9)
    const moved = await moveDemo(services, linkIn(queued[0]!, /Move it to another time:/), WEDNESDAY_13)
    expect(moved?.status).toBe('moved')
    const mails = queued.slice(3, 6)
    expect(mails.map((mail) => [mail.kind, mail.to, mail.calendar?.method])).toEqual([
      ['demo-moved', 'ana@clinic.example', 'REQUEST'],
      ['demo-booked-specialist', 'omar-haddad@medicore.example', 'REQUEST'],
      ['demo-cancelled-specialist', 'dana-lee@medicore.example', 'CANCEL'],
    ])
    const [omars, danas] = [mails[1]!, mails[2]!]
    expect(omars.subject).toBe('MediCore demo: New demo booked for Wednesday, December 2, 2026 at 1:00 PM EST')
    expect(omars.calendar!.content).toMatch(/^DTSTART:20261202T180000Z\r?$/m)
    expect(danas.subject).toBe('MediCore demo: Demo on Wednesday, December 2, 2026 at 9:00 AM EST cancelled')
    expect(danas.text).toContain('When:         Wednesday, December 2, 2026 at 9:00 AM EST (30 minutes)')
    expect(danas.calendar!.content).toMatch(/^DTSTART:20261202T140000Z\r?$/m)
    expect(danas.calendar!.content).toMatch(/^SEQUENCE:1\r?$/m)
  })

  it('moves and cancels through the links in the mail, each link good for its purpose and version only', async () => {
    const { services, store, queued } = setUp()
    await bookDemo(services, visitor('ana@clinic.example', { locale: 'en' }), WEDNESDAY_9)
    const move = linkIn(queued[0]!, /Move it to another time:/)
    const cancel = linkIn(queued[0]!, /Cancel it:/)
    // A cancel link does not move, and a move link does not cancel.
    expect(await moveDemo(services, cancel, WEDNESDAY_945)).toBeUndefined()
    expect(await cancelDemo(services, move)).toBeUndefined()

    const moved = await moveDemo(services, move, WEDNESDAY_945)
    expect(moved?.status).toBe('moved')
    // The old links name the version before the move: they no longer work.
    expect(await cancelDemo(services, cancel)).toBeUndefined()
    const newCancel = linkIn(queued.at(-3)!, /Cancel it:/)
    const cancelled = await cancelDemo(services, newCancel)
    expect(cancelled?.status).toBe('cancelled')
    expect(cancelled?.sequence).toBe(2)
    expect(queued.slice(-2).map((mail) => [mail.kind, mail.calendar?.method])).toEqual([
      ['demo-cancelled', 'CANCEL'],
      ['demo-cancelled-specialist', 'CANCEL'],
    ])
    expect(await store.busy(NOW)).toEqual([])
    // Used once: the cancelled booking's link does nothing more.
    expect(await cancelDemo(services, newCancel)).toBeUndefined()
  })

  it('keeps a booking when the availability changes, and does not offer its time to anyone else', async () => {
    const { services, store } = setUp()
    await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    // Staff move Dana's hours to the afternoon: the morning booking stays, still busy.
    const afternoon = {
      ...services,
      availability: async () => availabilityWith([weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '10:00')]),
    }
    expect((await store.busy(NOW)).map((time) => time.startsAt)).toEqual([WEDNESDAY_9])
    expect((await bookDemo(afternoon, visitor('luis@hospital.example'), WEDNESDAY_9)).status).toBe('taken')
  })
})

describe('the booking form on the server', () => {
  const iso = (instant: number) => new Date(instant).toISOString()

  const roomy = () => new RateLimiterMemory({ points: 100, duration: 600 })

  /**
   * A browser posting /demo's form: it keeps the holder's cookie the server gives it. Each is a
   * client of its own unless given the limit of times held that its client shares with others.
   */
  function browser(
    limits: { address: DemoContext['addressLimit']; held?: DemoContext['heldLimit'] },
    services: BookingServices,
  ) {
    const jar: { token?: string; until?: number } = {}
    const clientKey = limits.held ? 'one-client' : `client-${Math.random()}`
    const post = (email: string, startsAt: number, changes: Record<string, string> = {}) => {
      const form = new FormData()
      const fields = { ...demoVisitor({ email }), slot: iso(startsAt), website: '', ...changes }
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      return handleDemoBooking(form, {
        clientKey,
        clientLimit: demoClientLimit(roomy()),
        heldLimit: limits.held ?? demoHeldLimit(roomy()),
        addressLimit: limits.address,
        holder: { token: jar.token, keep: async (token, until) => void Object.assign(jar, { token, until }) },
        services: async () => services,
        log: () => undefined,
      })
    }
    return { post, jar }
  }
  const addressLimit = () => demoAddressLimit(new RateLimiterMemory({ points: 3, duration: 3600 }))

  it('keeps the zone the form sent as Intl names it, and New York’s in place of one that is not a zone', async () => {
    const { services, store } = setUp()
    await browser({ address: addressLimit() }, services).post('ana@clinic.example', WEDNESDAY_9, {
      timeZone: 'america/denver',
    })
    await browser({ address: addressLimit() }, services).post('ben@clinic.example', WEDNESDAY_945, {
      timeZone: 'Mars/Olympus_Mons',
    })
    expect((await store.list(NOW)).map((booking) => [booking.email, booking.timeZone])).toEqual([
      ['ana@clinic.example', 'America/Denver'],
      ['ben@clinic.example', 'America/New_York'],
    ])
  })

  it('gives the browser that books a cookie for its booking; any other browser only gets the links sent again, in either language', async () => {
    const { services, store, queued } = setUp()
    const limits = { address: addressLimit() }
    const [ana, stranger] = [browser(limits, services), browser(limits, services)]
    const booked = await ana.post('Ana@Clinic.example', WEDNESDAY_9)
    expect(booked.status).toBe('booked')
    const [booking] = await store.list(NOW)
    expect(readHolderToken(ana.jar.token, services.secret)).toBe(booking!.id)
    expect(ana.jar.until).toBe(WEDNESDAY_9)

    const typed = { name: 'Mallory', organization: 'Elsewhere', locale: 'es', note: 'hola' }
    const answer = await stranger.post('ana@clinic.example', WEDNESDAY_945, typed)
    expect(answer).toEqual({
      status: 'resent',
      message:
        'Esta dirección ya tiene una demostración agendada. Volvimos a enviar a ana@clinic.example los enlaces para cambiarla o cancelarla.',
      values: expect.objectContaining({
        slot: iso(WEDNESDAY_945),
        name: 'Mallory',
        organization: 'Elsewhere',
        note: 'hola',
      }),
    })
    expect(stranger.jar.token).toBeUndefined()
    expect(await store.list(NOW)).toEqual([booking])
    expect(queued.slice(3).map((mail) => [mail.kind, mail.to])).toEqual([['demo-booked', 'ana@clinic.example']])
    // The address limit bounds how often: this was its third mail of the hour.
    expect((await stranger.post('ana@clinic.example', WEDNESDAY_945)).message).toBe(
      'This address already has a demo booked. We sent its links to move or cancel it to ana@clinic.example again.',
    )
    expect((await stranger.post('ana@clinic.example', WEDNESDAY_945)).message).toMatch(/^You have booked several times/)
  })

  it('moves the booking when the browser holding its cookie books again', async () => {
    const { services, store } = setUp()
    const ana = browser({ address: addressLimit() }, services)
    await ana.post('ana@clinic.example', WEDNESDAY_9)
    const first = ana.jar.token
    const moved = await ana.post('ana@clinic.example', WEDNESDAY_945, { organization: 'Hospital Sur' })
    expect(moved.message).toMatch(/^You already had a demo booked with this address: we moved it to /)
    expect(await store.list(NOW)).toMatchObject([
      { startsAt: WEDNESDAY_945, organization: 'Hospital Sur', sequence: 1 },
    ])
    expect(ana.jar).toEqual({ token: first, until: WEDNESDAY_945 })
  })

  it('answers a time never offered as not available, with the nearest free times, and counts neither it nor a lost race against the address', async () => {
    const { services, store } = setUp()
    const limits = { address: addressLimit() }
    const [ana, luis] = [browser(limits, services), browser(limits, services)]
    await luis.post('luis@hospital.example', WEDNESDAY_945)
    const notOffered = [at('2026-12-02T14:10:00Z'), at('2026-12-05T15:00:00Z'), at('2027-06-01T14:00:00Z')]
    for (const startsAt of notOffered) {
      const answer = await ana.post('ana@clinic.example', startsAt)
      expect(answer).toMatchObject({
        status: 'unavailable',
        message: 'Sorry, that time is not available. Please pick another; these are the nearest free times.',
        values: { slot: '', organization: 'Clínica Norte' },
      })
      expect(answer.nearest).toHaveLength(3)
    }
    expect((await ana.post('ana@clinic.example', notOffered[0]!, { locale: 'es' })).message).toBe(
      'Lo sentimos, esa hora no está disponible. Elija otra; estas son las horas libres más cercanas.',
    )
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await ana.post('ana@clinic.example', WEDNESDAY_945)
      expect(answer).toMatchObject({
        status: 'taken',
        message: expect.stringMatching(/^Sorry, that time was just taken/),
      })
      expect(answer.nearest).not.toContain(WEDNESDAY_945)
    }
    // Seven attempts that booked nothing: the address still books.
    expect((await ana.post('ana@clinic.example', WEDNESDAY_9)).status).toBe('booked')
    expect((await store.list(NOW)).map((booking) => booking.email)).toEqual([
      'ana@clinic.example',
      'luis@hospital.example',
    ])
  })

  it('lets one client hold five of the specialists’ times whatever addresses it types; a move or a lost race gives its count back', async () => {
    const { services, store } = setUp()
    const limits = {
      address: addressLimit(),
      held: demoHeldLimit(new RateLimiterMemory({ points: 5, duration: 3600 })),
    }
    const [first, second] = [browser(limits, services), browser(limits, services)]
    const times = ['14:00', '14:45', '15:30', '16:15'].flatMap((time) =>
      ['2026-12-02', '2026-12-03'].map((day) => at(`${day}T${time}:00Z`)),
    )
    expect((await first.post('a0@clinic.example', times[0]!)).status).toBe('booked')
    expect((await second.post('b0@clinic.example', times[0]!)).status).toBe('taken')
    expect((await first.post('a0@clinic.example', times[1]!)).status).toBe('booked')
    for (const [index, email] of ['a1', 'a2', 'a3', 'a4'].entries()) {
      expect((await second.post(`${email}@clinic.example`, times[index + 2]!)).status).toBe('booked')
    }
    const refused = await second.post('a5@clinic.example', times[6]!)
    expect(refused).toMatchObject({
      status: 'error',
      message:
        'You have booked several demos in the last few weeks. To book another, please email us at hello@medicore.example.',
      values: { email: 'a5@clinic.example' },
    })
    expect((await second.post('a5@clinic.example', times[6]!, { locale: 'es' })).message).toMatch(
      /^Agendó varias demostraciones en las últimas semanas/,
    )
    expect((await store.list(NOW)).map((booking) => booking.startsAt).sort()).toEqual(
      [times[1], ...times.slice(2, 6)].sort(),
    )
    // Another client is not held back.
    expect((await browser({ address: addressLimit() }, services).post('c@clinic.example', times[6]!)).status).toBe(
      'booked',
    )
  })

  it('answers a stranger the same for a booked and an unbooked address at a time nobody can book, and resends links only on an attempt that could book', async () => {
    const { services, queued } = setUp()
    const limits = { address: addressLimit() }
    const [ana, luis, stranger] = [browser(limits, services), browser(limits, services), browser(limits, services)]
    await ana.post('ana@clinic.example', WEDNESDAY_9)
    await luis.post('luis@hospital.example', WEDNESDAY_945)
    const mailed = queued.length
    const answersFor = async (startsAt: number) =>
      Promise.all(['ana@clinic.example', 'nobody@clinic.example'].map((email) => stranger.post(email, startsAt)))
    // Never offered (not on the quarter hour, a Saturday), or taken (by another visitor, or by the address itself).
    for (const startsAt of [at('2026-12-02T14:10:00Z'), at('2026-12-05T15:00:00Z'), WEDNESDAY_945, WEDNESDAY_9]) {
      const [booked, unbooked] = await answersFor(startsAt)
      expect(booked).toEqual({ ...unbooked, values: { ...unbooked!.values, email: 'ana@clinic.example' } })
      expect(booked!.status).toMatch(/^(unavailable|taken)$/)
    }
    expect(queued).toHaveLength(mailed)
    // A time that is free: the booked address's links go to its own mailbox, nothing is booked for the stranger.
    expect((await stranger.post('ana@clinic.example', at('2026-12-02T15:30:00Z'))).status).toBe('resent')
    expect(queued.slice(mailed).map((mail) => mail.to)).toEqual(['ana@clinic.example'])
  })

  it('keeps a client’s five held times for the whole booking horizon, longer than a timer can wait: a sixth ten minutes later is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const { services } = setUp()
      // The real limit and window (the longest booking horizon), counted in this process's memory.
      const client = browser({ address: addressLimit(), held: demoHeldLimit() }, services)
      const times = ['03T14:00', '03T14:45', '03T15:30', '03T16:15', '04T14:00'].map((time) =>
        at(`2026-12-${time}:00Z`),
      )
      for (const [index, startsAt] of times.entries()) {
        expect((await client.post(`a${index}@clinic.example`, startsAt)).status).toBe('booked')
      }
      vi.advanceTimersByTime(10 * 60_000)
      expect((await client.post('a5@clinic.example', WEDNESDAY_9)).message).toMatch(/^You have booked several demos/)
      // Once the horizon has passed, every time the client booked then has begun: it books again.
      vi.advanceTimersByTime((availabilityBounds.daysAhead.max + 1) * 24 * HOUR)
      expect((await client.post('a5@clinic.example', WEDNESDAY_9)).status).toBe('booked')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a cancel link always cancels, and a move with a link that no longer works spends none of the visitor’s moves', async () => {
    const { services, store, queued } = setUp()
    await bookDemo(services, visitor('ana@clinic.example'), WEDNESDAY_9)
    const [move, cancel] = [linkIn(queued[0]!, /Cambiarla a otra hora:/), linkIn(queued[0]!, /Cancelarla:/)]
    const clientLimit = demoClientLimit(new RateLimiterMemory({ points: 1, duration: 600 }))
    const context: DemoContext = {
      clientKey: 'ana',
      clientLimit,
      heldLimit: demoHeldLimit(roomy()),
      addressLimit: addressLimit(),
      holder: { token: undefined, keep: async () => undefined },
      services: async () => services,
      log: () => undefined,
    }
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({ locale: 'en', ...fields })) data.set(name, value)
      return data
    }
    for (const token of [`${move}x`, cancel!, 'not-a-link']) {
      expect(await handleDemoMove(form({ token, slot: iso(WEDNESDAY_945) }), context)).toMatchObject({
        status: 'expired',
      })
    }
    expect(await handleDemoMove(form({ token: move!, slot: iso(WEDNESDAY_945) }), context)).toMatchObject({
      status: 'booked',
    })
    // The one move of this limit is spent: a cancel still goes through.
    expect(await handleDemoCancel(form({ token: cancel! }), context)).toMatchObject({ status: 'expired' })
    const newest = queued.filter((mail) => mail.to === 'ana@clinic.example' && mail.kind === 'demo-moved').at(-1)!
    expect(
      await handleDemoMove(
        form({ token: linkIn(newest, /Cambiarla a otra hora:/)!, slot: iso(WEDNESDAY_13) }),
        context,
      ),
    ).toMatchObject({
      status: 'error',
      message:
        'You have changed your demo several times in the last few minutes. Please wait a while, or email us at hello@medicore.example.',
    })
    expect(await handleDemoCancel(form({ token: linkIn(newest, /Cancelarla:/)! }), context)).toMatchObject({
      status: 'cancelled',
    })
    expect(await store.list(NOW)).toMatchObject([{ status: 'cancelled' }])
  })

  it('sets the holder’s cookie HttpOnly and SameSite=Lax, Secure as a __Host- cookie over https, until the meeting starts', () => {
    expect([holderCookieName(true), holderCookieName(false)]).toEqual(['__Host-medicore.demo', 'medicore.demo'])
    expect(holderCookieOptions(true, WEDNESDAY_9)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      expires: new Date(WEDNESDAY_9),
    })
    expect(holderCookieOptions(false, WEDNESDAY_9).secure).toBe(false)
  })
})

describe('the copy staff read in the Studio', () => {
  const server = mswServer()
  const api = `https://${testProject.projectId}.api.sanity.io/:version/data`
  const lake = parseContentSource({
    NEXT_PUBLIC_SANITY_PROJECT_ID: testProject.projectId,
    NEXT_PUBLIC_SANITY_DATASET: testProject.dataset,
  })
  const studioCopy = () => lakeStudioCopy(createLakeClient(lake as LakeSource, { token: 'sk-test-write-token' }))
  const withCopy = (services: BookingServices): BookingServices => ({ ...services, studioCopy: studioCopy() })

  type Stored = Record<string, unknown> & { _id: string; _rev: string; sequence?: number }
  /** The lake's documents, every state each copy was in, and how many writes were refused (409). */
  const documents = new Map<string, Stored>()
  const states: Stored[] = []
  let refused = 0
  let revisions = 0
  /** Lets a test hold the reads until both instances have read (to make their writes race). */
  let beforeRead: () => Promise<void> = async () => undefined
  afterEach(() => {
    documents.clear()
    states.splice(0)
    refused = 0
    beforeRead = async () => undefined
  })
  const conflict = (error: string) => HttpResponse.json({ error: { type: error } }, { status: 409 })

  /** The Content Lake's document and mutation endpoints, as far as the copy uses them: create, and a patch with ifRevisionID. */
  const lakeStore = () =>
    server.use(
      http.get(`${api}/doc/${testProject.dataset}/:id`, async ({ params }) => {
        await beforeRead()
        const stored = documents.get(String(params.id))
        return HttpResponse.json({ documents: stored ? [structuredClone(stored)] : [] })
      }),
      http.post(`${api}/mutate/${testProject.dataset}`, async ({ request }) => {
        const { mutations } = (await request.json()) as { mutations: Record<string, Record<string, unknown>>[] }
        for (const mutation of mutations) {
          const write = (document: Record<string, unknown>) => {
            const stored = { ...document, _rev: `rev-${++revisions}` } as Stored
            documents.set(stored._id, stored)
            states.push(stored)
          }
          if (mutation.create) {
            if (documents.has(String(mutation.create._id))) return (refused++, conflict('documentAlreadyExistsError'))
            write(mutation.create)
          } else if (mutation.patch) {
            const {
              id,
              ifRevisionID,
              set = {},
              unset = [],
            } = mutation.patch as {
              id: string
              ifRevisionID?: string
              set?: object
              unset?: string[]
            }
            const stored = documents.get(id)
            if (!stored || (ifRevisionID && stored._rev !== ifRevisionID))
              return (refused++, conflict('documentRevisionIdDoesNotMatch'))
            const next: Record<string, unknown> = { ...stored, ...set }
            for (const key of unset) delete next[key]
            write(next)
          } else return HttpResponse.json({ error: 'unexpected mutation' }, { status: 400 })
        }
        return HttpResponse.json({ transactionId: `tx-${revisions}`, results: [] })
      }),
    )

  it('is rewritten at each booking, move and cancellation, under one private id, with the newest state', async () => {
    lakeStore()
    const { services, queued } = setUp()
    const copied = withCopy(services)
    const ana = visitor('ana@clinic.example', { locale: 'en', note: 'Ten beds' })
    const booked = await bookDemo(copied, ana, WEDNESDAY_9)
    if (booked.status !== 'booked') throw new Error(booked.status)
    await moveDemo(copied, linkIn(queued[0]!, /Move it to another time:/), WEDNESDAY_945)
    await cancelDemo(copied, linkIn(queued.at(-3)!, /Cancel it:/))

    expect(states.map((copy) => [copy._id, copy.status, copy.sequence, copy.startsAt])).toEqual([
      [`demoBooking.${booked.booking.id}`, 'booked', 0, '2026-12-02T14:00:00.000Z'],
      [`demoBooking.${booked.booking.id}`, 'booked', 1, '2026-12-02T14:45:00.000Z'],
      [`demoBooking.${booked.booking.id}`, 'cancelled', 2, '2026-12-02T14:45:00.000Z'],
    ])
    expect(states[0]).toMatchObject({
      _type: 'demoBooking',
      name: 'Ana Pérez',
      organization: 'Clínica Norte',
      specialist: 'Dana Lee',
      specialistKey: 'dana-lee',
      note: 'Ten beds',
      locale: 'en',
      timeZone: 'America/Chicago',
    })
  })

  /** A booking and its next two versions (moved, then cancelled), as the store would give them. */
  async function threeVersions() {
    const { services, store, queued } = setUp()
    const booked = await bookDemo(services, visitor('ana@clinic.example', { locale: 'en' }), WEDNESDAY_9)
    if (booked.status !== 'booked') throw new Error(booked.status)
    await moveDemo(services, linkIn(queued[0]!, /Move it to another time:/), WEDNESDAY_945)
    const moved = (await store.get(booked.booking.id))!
    await cancelDemo(services, linkIn(queued.at(-3)!, /Cancel it:/))
    const cancelled = (await store.get(booked.booking.id))!
    return { versions: [booked.booking, moved, cancelled], specialist: booked.specialist }
  }

  it('keeps the newest version when two instances’ copies arrive out of order', async () => {
    lakeStore()
    const { versions, specialist } = await threeVersions()
    const [booked, moved, cancelled] = versions as [Booking, Booking, Booking]
    expect(moved.sequence).toBe(1)
    expect(cancelled.status).toBe('cancelled')
    const copy = studioCopy()
    await copy(booked, specialist)
    await copy(cancelled, specialist)
    await copy(moved, specialist) // late: an older version than the copy's
    await copy(booked, specialist)
    expect(states.map((state) => [state.status, state.sequence])).toEqual([
      ['booked', 0],
      ['cancelled', 2],
    ])
    expect(documents.get(`demoBooking.${booked.id}`)).toMatchObject({ status: 'cancelled', sequence: 2 })
  })

  it('reads again when another instance wrote between its read and its write, in either order', async () => {
    lakeStore()
    const { versions, specialist } = await threeVersions()
    const [booked, moved, cancelled] = versions as [Booking, Booking, Booking]
    for (const [first, second] of [
      [moved, cancelled],
      [cancelled, moved],
    ] as const) {
      documents.clear()
      await studioCopy()(booked, specialist)
      // Both instances read the same revision before either writes.
      let waiting: (() => void)[] = []
      beforeRead = () =>
        new Promise((resolve) => {
          waiting.push(resolve)
          if (waiting.length === 2) for (const release of waiting.splice(0)) release()
        })
      const writes = Promise.all([studioCopy()(first, specialist), studioCopy()(second, specialist)])
      await new Promise((resolve) => setTimeout(resolve, 50))
      beforeRead = async () => undefined
      for (const release of waiting.splice(0)) release()
      waiting = []
      await writes
      expect(documents.get(`demoBooking.${booked.id}`)).toMatchObject({ status: 'cancelled', sequence: 2 })
    }
    expect(refused).toBe(2)
  })

  it('leaves the booking standing when the Content Lake is down, and says so in the log', async () => {
    server.use(http.all(`${api}/*`, () => HttpResponse.json({ error: 'down' }, { status: 503 })))
    const { services, store } = setUp()
    const lines: string[] = []
    const outcome = await bookDemo(
      { ...withCopy(services), log: (line) => lines.push(line) },
      visitor('ana@clinic.example'),
      WEDNESDAY_9,
    )
    expect(outcome.status).toBe('booked')
    if (outcome.status !== 'booked') return
    expect((await store.get(outcome.booking.id))?.status).toBe('booked')
    expect(lines).toEqual([
      expect.stringMatching(/^\[demo\] booking \S+ stands, but its copy in the Studio could not be written/),
    ])
  })
})
