import { describe, expect, it } from 'vitest'
import { CONFIRMATION_RESEND_LIMITS, RESET_LIMITS } from '@/lib/auth/request-limits'
import { SIGN_IN_LIMITS } from '@/lib/auth/lockout'
import { SEARCH_RATE_LIMIT } from '@/lib/search/limit'

/*
 * The limits the requirements fix, pinned to their numbers: the tests of each limit's behaviour
 * read these constants, so a changed constant would change those tests with it. This one does not.
 */
describe('the limits the requirements fix', () => {
  it('are 3 confirmation resends and 3 reset mails per address, 30 searches a minute, 5 sign-in tries in 15 minutes, 100 an hour, 100 failures in a row', () => {
    expect({
      confirmationResendsPerAddress: CONFIRMATION_RESEND_LIMITS.perAddress,
      resetMailsPerAddress: RESET_LIMITS.perAddress,
      searchesPerClient: SEARCH_RATE_LIMIT.perClient,
      searchWindowSeconds: SEARCH_RATE_LIMIT.windowSeconds,
      signInTriesPerAddressWithoutDevice: SIGN_IN_LIMITS.perBrowser,
      signInTriesPerAddressAnHour: SIGN_IN_LIMITS.perAddress,
      signInConsecutiveFailures: SIGN_IN_LIMITS.consecutiveFailures,
      signInWindowSeconds: SIGN_IN_LIMITS.windowSeconds,
    }).toEqual({
      confirmationResendsPerAddress: 3,
      resetMailsPerAddress: 3,
      searchesPerClient: 30,
      searchWindowSeconds: 60,
      signInTriesPerAddressWithoutDevice: 5,
      signInTriesPerAddressAnHour: 100,
      signInConsecutiveFailures: 100,
      signInWindowSeconds: 15 * 60,
    })
  })
})
