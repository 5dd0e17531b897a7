import { describe, expect, it, vi } from 'vitest'
import { UNIDENTIFIED_CLIENT } from '@/lib/limits/client-key'

/*
 * The limits where clients cannot be told apart: the per-client numbers, which every visitor
 * would share, give way to site-wide ceilings; mail about an address is counted per address,
 * and the owner's first mail of the hour never waits on a count everyone shares.
 * Each test loads the modules afresh: a new process, with counters of its own.
 */

const fresh = async <T>(module: () => Promise<T>) => {
  vi.resetModules()
  return module()
}

/** Takes `times` requests from `client` and says how many were let through. */
async function allowed(take: (client: string) => Promise<boolean>, client: string, times: number) {
  const results = await Promise.all(Array.from({ length: times }, () => take(client)))
  return results.filter(Boolean).length
}

describe('site-wide ceilings instead of per-client limits', () => {
  it('contact: 5 per client, 200 per 10 minutes from everyone when unidentified', async () => {
    const { contactLimiter, CONTACT_RATE_LIMIT } = await fresh(() => import('@/lib/contact/rate-limit'))
    const limit = contactLimiter()
    expect(CONTACT_RATE_LIMIT).toMatchObject({ perClient: 5, siteWide: 200 })
    expect(await allowed(limit.take, '203.0.113.1', 10)).toBe(5)
    expect(await allowed(limit.take, UNIDENTIFIED_CLIENT, 250)).toBe(200)
    // One visitor's five do not touch anyone else's.
    expect(await allowed(limit.take, '203.0.113.2', 10)).toBe(5)
  })

  it('search: 30 a minute per client, 3,000 from everyone when unidentified', async () => {
    const { searchLimit, SEARCH_RATE_LIMIT } = await fresh(() => import('@/lib/search/limit'))
    expect(SEARCH_RATE_LIMIT).toMatchObject({ perClient: 30, siteWide: 3_000 })
    expect(await allowed(searchLimit.take, UNIDENTIFIED_CLIENT, 31)).toBe(31)
    expect(await allowed(searchLimit.take, UNIDENTIFIED_CLIENT, 3_000)).toBe(3_000 - 31)
    expect(await allowed(searchLimit.take, '203.0.113.1', 31)).toBe(30)
  })

  it('sign-ups: 10 an hour per client, 500 from everyone when unidentified', async () => {
    const { reserveSignUp, SIGN_UP_LIMITS } = await fresh(() => import('@/lib/auth/request-limits'))
    expect(SIGN_UP_LIMITS).toEqual({ perClient: 10, siteWide: 500 })
    // The 11th of the hour is not refused for everyone any more.
    expect(await allowed(reserveSignUp, UNIDENTIFIED_CLIENT, 11)).toBe(11)
    expect(await allowed(reserveSignUp, UNIDENTIFIED_CLIENT, 500)).toBe(500 - 11)
    expect(await allowed(reserveSignUp, '203.0.113.1', 11)).toBe(10)
  })
})

describe('reset and confirmation mails, counted per address', () => {
  const owner = 'ada@clinic.example'

  it('unidentified: ten requests for made-up addresses no longer stop the owner’s reset mail', async () => {
    const { reserveResetMail } = await fresh(() => import('@/lib/auth/request-limits'))
    for (let i = 0; i < 10; i++)
      expect(await reserveResetMail(`nobody${i}@clinic.example`, UNIDENTIFIED_CLIENT)).toBe(true)
    expect(await reserveResetMail(owner, UNIDENTIFIED_CLIENT)).toBe(true)
  })

  it('unidentified: with the 500-an-hour ceiling spent, an address’s first mail of the hour still goes', async () => {
    const { reserveResetMail, reserveConfirmationResend, RESET_LIMITS } = await fresh(
      () => import('@/lib/auth/request-limits'),
    )
    // Three mails to each address spend the ceiling with the second and third.
    const flood = Array.from({ length: RESET_LIMITS.siteWide / 2 + 10 }, (_, i) => `victim${i}@clinic.example`)
    for (const address of flood) for (let i = 0; i < 3; i++) await reserveResetMail(address, UNIDENTIFIED_CLIENT)
    expect(await reserveResetMail('someone-else@clinic.example', UNIDENTIFIED_CLIENT)).toBe(true)
    expect(await reserveResetMail(owner, UNIDENTIFIED_CLIENT)).toBe(true)
    // A second one waits for the ceiling, and is not counted against the address meanwhile.
    expect(await reserveResetMail(owner, UNIDENTIFIED_CLIENT)).toBe(false)
    // Confirmation resends have counters of their own.
    expect(await reserveConfirmationResend(owner, UNIDENTIFIED_CLIENT)).toBe(true)
  })

  it('a client past its own count does not spend the address’s: the owner still gets three', async () => {
    const { reserveResetMail, RESET_LIMITS } = await fresh(() => import('@/lib/auth/request-limits'))
    const attacker = '203.0.113.66'
    for (let i = 0; i < RESET_LIMITS.perClient; i++) await reserveResetMail(`x${i}@clinic.example`, attacker)
    for (let i = 0; i < 5; i++) expect(await reserveResetMail(owner, attacker)).toBe(false)
    const results = []
    for (let i = 0; i < 4; i++) results.push(await reserveResetMail(` ${owner.toUpperCase()}`, '198.51.100.7'))
    expect(results).toEqual([true, true, true, false])
  })

  it('a client past its own count counts no address: a new one in each request keeps nothing for the hour', async () => {
    const { reserveResetMail, RESET_LIMITS } = await fresh(() => import('@/lib/auth/request-limits'))
    const { MemoryLimiter } = await import('@/lib/limits/memory-limiter')
    const counted = vi.spyOn(MemoryLimiter.prototype, 'consume')
    const attacker = '203.0.113.67'
    for (let i = 0; i < RESET_LIMITS.perClient; i++) await reserveResetMail(`y${i}@clinic.example`, attacker)
    counted.mockClear()
    for (let i = 0; i < 50; i++) expect(await reserveResetMail(`new${i}@clinic.example`, attacker)).toBe(false)
    expect(counted.mock.calls.filter(([key]) => String(key).includes('@'))).toEqual([])
    // An address spent by others gives the client's count back: it may still ask for another.
    const client = '198.51.100.8'
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) await reserveResetMail(owner, `198.51.100.${20 + i}`)
    for (let i = 0; i < RESET_LIMITS.perClient; i++) expect(await reserveResetMail(owner, client)).toBe(false)
    expect(await reserveResetMail('someone@clinic.example', client)).toBe(true)
  })

  it('20 requests for one address at once, from anyone, reserve 3 mails', async () => {
    const { reserveResetMail, RESET_LIMITS } = await fresh(() => import('@/lib/auth/request-limits'))
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveResetMail(owner, UNIDENTIFIED_CLIENT)))
    expect(results.filter(Boolean)).toHaveLength(RESET_LIMITS.perAddress)
  })
})
