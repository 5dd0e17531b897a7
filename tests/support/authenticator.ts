import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { TOTP } from '@/lib/auth/spent-codes'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * An authenticator app holding the key /account prints. A code works once (lib/auth/spent-codes.ts),
 * so each `nextCode` is a time step's the account has not used: the previous step's while it still
 * has 5 seconds to run, then the current and the next one, then it waits for time to move on
 * (`wait`: a unit test may move its clock instead).
 */
export function authenticatorApp(key: string, { wait = sleep }: { wait?: (ms: number) => Promise<void> | void } = {}) {
  const otp = createOTP(new TextDecoder().decode(base32.decode(key.replaceAll(' ', ''))), TOTP)
  const period = TOTP.period * 1000
  let last = Number.NEGATIVE_INFINITY
  const unusedStep = async () => {
    for (;;) {
      const now = Date.now()
      const current = Math.floor(now / period)
      const step = Math.max(now % period < period - 5_000 ? current - 1 : current, last + 1)
      if (step <= current + 1) return step
      await wait(period - (now % period) + 50)
    }
  }
  return {
    /** A code the account has not used, spent from now on. */
    async nextCode(): Promise<string> {
      last = await unusedStep()
      return otp.hotp(last)
    },
    /** The code `nextCode` would give, for a try that does not spend it (a wrong password beside it). */
    async peekCode(): Promise<string> {
      return otp.hotp(await unusedStep())
    },
  }
}
