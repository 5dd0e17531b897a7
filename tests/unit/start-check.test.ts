import { describe, expect, it } from 'vitest'
import { nextStartHostname, startRefusal } from '@/lib/start-check'

/*
 * The start-up decision of instrumentation.ts (lib/start-check.ts) from the inputs `next start`
 * gives it: its arguments and the environment. tests/e2e/site-mode.spec.ts starts a real build.
 */

const next = ['/usr/bin/node', '/app/node_modules/.bin/next']
const production = { NODE_ENV: 'production' }

describe('the address `next start` listens on', () => {
  it('is read from its arguments, in each way Next takes them; none means every interface', () => {
    expect(nextStartHostname([...next, 'start'])).toBe('')
    expect(nextStartHostname([...next, 'start', '--port', '3000'])).toBe('')
    expect(nextStartHostname([...next, 'start', '--hostname', '127.0.0.1', '--port', '3210'])).toBe('127.0.0.1')
    expect(nextStartHostname([...next, 'start', '-H', 'localhost'])).toBe('localhost')
    expect(nextStartHostname([...next, 'start', '-H0.0.0.0'])).toBe('0.0.0.0')
    expect(nextStartHostname([...next, 'start', '--hostname=::'])).toBe('::')
    expect(nextStartHostname(['/usr/bin/node', '/app/node_modules/next/dist/bin/next', 'start'])).toBe('')
  })

  it('is not judged for anything but `next start`', () => {
    expect(nextStartHostname([...next, 'dev'])).toBeUndefined()
    expect(nextStartHostname(['/usr/bin/node', '/app/server.js', 'start'])).toBeUndefined()
  })
})

describe('a production start', () => {
  it('stops with one line naming SITE_URL when it listens beyond loopback without a public SITE_URL', () => {
    for (const args of [
      ['start'],
      ['start', '-H', '0.0.0.0'],
      ['start', '--hostname', '::'],
      ['start', '-H', '10.0.0.5'],
    ]) {
      const line = startRefusal(production, [...next, ...args])
      expect(line, args.join(' ')).toMatch(/^\[site\] SITE_URL is not set/)
      expect(line).not.toContain('\n')
    }
    // A SITE_URL naming this machine is no public address either.
    expect(startRefusal({ ...production, SITE_URL: 'http://localhost:3000' }, [...next, 'start'])).toContain('SITE_URL')
  })

  it('starts on loopback without SITE_URL (npm start, the tests), and anywhere with a public SITE_URL', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(startRefusal(production, [...next, 'start', '--hostname', host]), host).toBeUndefined()
    }
    expect(startRefusal({ ...production, SITE_URL: 'https://medicore.example' }, [...next, 'start'])).toBeUndefined()
    expect(startRefusal({ NODE_ENV: 'development' }, [...next, 'start'])).toBeUndefined()
  })
})
