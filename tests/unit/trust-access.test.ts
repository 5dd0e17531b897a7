import { describe, expect, it } from 'vitest'
import { accessState } from '@/lib/trust/access/state'
import type { AccessRecord } from '@/lib/trust/access/store'
import { approvedDomainProblem, onApprovedDomain } from '@/lib/trust/rules'

/* Who may download the restricted documents: the rules of lib/trust/access/state.ts and the approved domains. */

const settings = { ndaVersion: '2026-09', approvedDomains: ['northfield-health.example'] }
const account = { email: 'ada@clinic.example', emailConfirmed: true }
const record = (fields: Partial<AccessRecord>): AccessRecord => ({
  email: account.email,
  userId: 'u1',
  name: 'Ada',
  locale: 'en',
  status: 'pending',
  ndaVersion: '2026-09',
  ndaAcceptedAt: '2026-12-01T00:00:00Z',
  requestedAt: '2026-12-01T00:00:00Z',
  decidedAt: null,
  decidedBy: null,
  ...fields,
})

describe('an account’s access to the restricted documents', () => {
  it('needs a session, a confirmed address, the current NDA and staff’s approval', () => {
    expect(accessState(null, undefined, settings)).toBe('signedOut')
    expect(accessState({ ...account, emailConfirmed: false }, record({ status: 'approved' }), settings)).toBe(
      'unconfirmed',
    )
    expect(accessState(account, undefined, settings)).toBe('none')
    expect(accessState(account, record({}), settings)).toBe('pending')
    expect(accessState(account, record({ status: 'approved' }), settings)).toBe('approved')
    expect(accessState(account, record({ status: 'refused' }), settings)).toBe('refused')
  })

  it('asks an approved account to accept a new NDA version before it downloads again', () => {
    expect(accessState(account, record({ status: 'approved', ndaVersion: '2025-01' }), settings)).toBe('renew')
  })

  it('counts staff’s approval given before the account asked once it accepts the NDA', () => {
    expect(accessState(account, record({ status: 'approved', ndaVersion: null, requestedAt: null }), settings)).toBe(
      'none',
    )
  })

  it('approves an approved domain’s confirmed addresses at once, unless staff refused one', () => {
    const customer = { email: 'grace@northfield-health.example', emailConfirmed: true }
    expect(accessState(customer, record({ email: customer.email }), settings)).toBe('approved')
    expect(accessState(customer, record({ email: customer.email, status: 'refused' }), settings)).toBe('refused')
    expect(accessState({ ...customer, emailConfirmed: false }, undefined, settings)).toBe('unconfirmed')
  })
})

describe('an approved domain', () => {
  it('covers its subdomains, and no look-alike', () => {
    const domains = ['northfield-health.example']
    expect(onApprovedDomain('a@northfield-health.example', domains)).toBe(true)
    expect(onApprovedDomain('a@lab.northfield-health.example', domains)).toBe(true)
    expect(onApprovedDomain('a@evil-northfield-health.example', domains)).toBe(false)
    expect(onApprovedDomain('a@northfield-health.example.evil.test', domains)).toBe(false)
    expect(onApprovedDomain('a@northfield-health.example', [' Northfield-Health.example '])).toBe(true)
  })

  it('is a host name, and never a public mail provider’s, where anyone may have an address', () => {
    expect(approvedDomainProblem('northfield-health.example')).toBeUndefined()
    expect(approvedDomainProblem('gmail.com')).toMatch(/public mail provider/)
    expect(approvedDomainProblem('ada@northfield-health.example')).toMatch(/only the domain/)
    expect(approvedDomainProblem('*.example')).toMatch(/a domain only/)
    // A bad entry approves nobody, even if it slipped past the Studio.
    expect(onApprovedDomain('a@gmail.com', ['gmail.com'])).toBe(false)
  })
})
