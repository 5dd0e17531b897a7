import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { accountsUnavailableMessage } from '@/lib/public-host'

/*
 * The end-to-end server is production (`next start`) with no BETTER_AUTH_URL and no
 * BETTER_AUTH_SECRET: on loopback its accounts work, as every other test shows; for a public
 * host they must refuse until the settings are made.
 */

/** A GET with the Host header a visitor of a public site would send (browsers and fetch set their own). */
function getAs(host: string, path: string, baseURL: string) {
  const { port } = new URL(baseURL)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body }))
    })
    call.on('error', reject)
    call.end()
  })
}

for (const path of ['/users/sign-in', '/users/sign-up', '/users/forgot-password', '/account']) {
  test(`${path} for a public host without its settings answers 503, saying accounts are not available`, async ({
    baseURL,
  }) => {
    const answer = await getAs('medicore.example', path, baseURL!)
    expect(answer.status).toBe(503)
    expect(answer.body).toContain(accountsUnavailableMessage)
    // The settings are named in the server's log, not to the public.
    expect(answer.body).not.toContain('BETTER_AUTH')
  })
}

test('the public pages of a public host are served as usual', async ({ baseURL }) => {
  expect((await getAs('medicore.example', '/pricing', baseURL!)).status).toBe(200)
})
