import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * /api/draft-mode/enable on a server without what draft mode needs: an anonymous caller gets a
 * plain 404 that names no setting, and the server's log says what is missing, once.
 */

// next-sanity's handler sets the draft-mode cookie (through next/headers, which needs a request): it must never run here.
vi.mock('next-sanity/draft-mode', () => ({ defineEnableDraftMode: vi.fn(() => ({ GET: vi.fn() })) }))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** The route as a server started with `env` loads it. */
async function enableRoute(env: Record<string, string>) {
  vi.resetModules()
  for (const name of ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'NEXT_PUBLIC_SANITY_DATASET', 'SANITY_API_READ_TOKEN'])
    vi.stubEnv(name, env[name] ?? '')
  return (await import('@/app/api/draft-mode/enable/route')).GET
}

const call = (GET: (request: Request) => Promise<Response>) =>
  GET(
    new Request(
      'https://medicore.example/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=%2Fpricing',
    ),
  )

describe('draft mode’s entrance on a server not configured for it', () => {
  it.each([
    [
      'without a Sanity project',
      {},
      /has no Sanity project \(NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET\)/,
    ],
    [
      'without a read token',
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'production' },
      /has no SANITY_API_READ_TOKEN \(/,
    ],
  ])('answers a plain 404 %s, and logs the missing setting once', async (_, env, missing) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const GET = await enableRoute(env)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await call(GET)
      expect(response.status).toBe(404)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ message: 'Not found.' })
      expect(text).not.toMatch(/SANITY|token|project|configur/i)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(vi.mocked(defineEnableDraftMode)).not.toHaveBeenCalled()
    const lines = error.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[draft mode]'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(missing)
  })
})
