import { testEnv } from '../support/environment'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { accountsUnavailableMessage } from '@/lib/public-host'
import { e2e } from '../support/servers'

/*
 * Public or local comes from configuration, never from a request (lib/auth/environment.ts), and a
 * production server that listens beyond loopback without SITE_URL does not start
 * (lib/start-check.ts). The end-to-end server is a local site: production on 127.0.0.1 without
 * SITE_URL. The other two cases start the same build themselves, on ports of their own.
 */

const ports = { everyInterface: e2e.mode.port, publicSite: e2e.mode.port + 1 }

/** A GET with the Host header a client chose (browsers and fetch set their own). */
function getAs(host: string, pathname: string, port: number | string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body }))
    })
    call.on('error', reject)
    call.end()
  })
}

/** `next start` of the site build with `env` instead of the tests' SITE_URL and account settings; stopped with its process group. */
function startNext(args: string[], env: Record<string, string>) {
  const rest: NodeJS.ProcessEnv = { ...testEnv }
  for (const name of ['SITE_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL', 'TRUSTED_PROXIES']) delete rest[name]
  const data = mkdtempSync(path.join(tmpdir(), 'medicore-mode-'))
  const child = spawn(path.join('node_modules', '.bin', 'next'), ['start', ...args], {
    env: {
      ...rest,
      NEXT_DIST_DIR: e2e.site.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      BUNDLED_DATASET_PATH: 'studio/dataset/production.ndjson',
      AUTH_DB_PATH: path.join(data, 'auth.sqlite'),
      MAIL_DB_PATH: path.join(data, 'mail.sqlite'),
      CONTACT_DB_PATH: path.join(data, 'contact.sqlite'),
      MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {}
    await exited
  }
  return { lines, exited, stop }
}

test('a local site stays local whatever Host a client sends: its accounts work for a forged public host', async ({
  baseURL,
}) => {
  const { port } = new URL(baseURL!)
  for (const host of ['medicore.example', 'localhost']) {
    const answer = await getAs(host, '/users/sign-in', port)
    expect(answer.status, host).toBe(200)
    expect(answer.body).not.toContain(accountsUnavailableMessage)
  }
})

test('production listening on every interface without SITE_URL stops at start, with one line naming it', async () => {
  test.setTimeout(60_000)
  const server = startNext(['--hostname', '0.0.0.0', '--port', String(ports.everyInterface)], {})
  try {
    // It stops at start (a server that keeps running fails the test at its timeout).
    expect(await server.exited).toBe(1)
    expect(server.lines.filter((line) => line.includes('SITE_URL'))).toEqual([
      expect.stringMatching(/^\[site\] SITE_URL is not set to the site's public URL .* listens on 0\.0\.0\.0/),
    ])
  } finally {
    await server.stop()
  }
})

test('a public site (SITE_URL) keeps its accounts off until their settings are made, even for a forged Host: localhost', async () => {
  test.setTimeout(60_000)
  const port = ports.publicSite
  const server = startNext(['--hostname', '127.0.0.1', '--port', String(port)], {
    SITE_URL: 'https://medicore.example',
  })
  try {
    await expect
      .poll(
        () =>
          getAs('medicore.example', '/pricing', port).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 45_000 },
      )
      .toBe(200)
    for (const host of ['medicore.example', 'localhost', `127.0.0.1:${port}`]) {
      for (const pathname of ['/users/sign-in', '/users/sign-up', '/users/forgot-password', '/account']) {
        const answer = await getAs(host, pathname, port)
        expect(answer.status, `${host}${pathname}`).toBe(503)
        expect(answer.body).toContain(accountsUnavailableMessage)
        // The settings are named in the server's log, not to the public.
        expect(answer.body).not.toMatch(/BETTER_AUTH|SMTP_URL|TRUSTED_PROXY/)
      }
    }
    expect(server.lines.some((line) => line.includes('BETTER_AUTH_SECRET'))).toBe(true)
  } finally {
    await server.stop()
  }
})
