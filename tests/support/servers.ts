import { testEnv } from './environment.ts'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Where the end-to-end servers listen and keep their files, shared by the config, the tests and bench/cluster.ts. */
export const e2e = {
  /** The production build on the bundled dataset (a copy, so tests may edit it). */
  site: {
    port: Number(testEnv.E2E_PORT ?? 3210),
    distDir: testEnv.NEXT_DIST_DIR ?? '.next',
    dataset: path.join(tmpdir(), 'medicore-e2e', 'dataset.ndjson'),
    /** What that copy is made of: the bundled dataset, and a page with one section of each type. */
    datasetFiles: ['studio/dataset/production.ndjson', 'tests/fixtures/every-section.gen.ndjson'],
    contactDb: path.join(tmpdir(), 'medicore-e2e', 'contact.sqlite'),
    mailDb: path.join(tmpdir(), 'medicore-e2e', 'mail.sqlite'),
    demoDb: path.join(tmpdir(), 'medicore-e2e', 'demo.sqlite'),
    /** The trust center's subscriptions, requests, access and downloads. */
    trustDb: path.join(tmpdir(), 'medicore-e2e', 'trust.sqlite'),
    /** The accounts; the generated secret (auth-secret) lands beside it. */
    authDb: path.join(tmpdir(), 'medicore-e2e', 'auth.sqlite'),
    /** What its server prints (tests/support/server-logs.ts). */
    log: path.join(tmpdir(), 'medicore-e2e', 'site.log'),
    /** Where the site sends staff a mail for each contact message. */
    contactNotifyTo: 'staff@medicore.example',
    revalidateSecret: 'e2e-revalidate-secret',
    /** How long a CDN may keep a public page, and serve it stale while refreshing (built into the pages' headers). */
    cacheMaxAgeSeconds: 5,
    cacheStaleSeconds: 5,
  },
  /** The server of tests/e2e/made-up-addresses.spec.ts, on a copy of the site's build, and its Redis (+1). */
  madeUp: { port: Number(testEnv.E2E_MADE_UP_PORT ?? 3250) },
  /** The site build started by tests/e2e/site-mode.spec.ts itself: on every interface (this port), then as a public site (+1). */
  mode: { port: Number(testEnv.E2E_MODE_PORT ?? 3260) },
  /** A build configured with a Sanity project, reading from the fake Content Lake. */
  lake: {
    port: Number(testEnv.E2E_LAKE_PORT ?? 3220),
    distDir: '.next-e2e-lake',
    log: path.join(tmpdir(), 'medicore-e2e', 'lake.log'),
    projectId: 'e2elake1',
    dataset: 'production',
    readToken: 'e2e-read-token',
    previewSecret: 'e2e-preview-secret',
    /** Server-only secrets the lake build gets, so a test can prove no client bundle holds them. */
    revalidateSecret: 'e2e-lake-revalidate-secret',
    writeToken: 'e2e-write-token',
    /** Its own files (its contact messages go to the lake): demo bookings, accounts, the mail queue and outbox. */
    dataDir: path.join(tmpdir(), 'medicore-e2e', 'lake-data'),
  },
  /** The fake SMTP server (tests/support/fake-smtp.ts) the site server sends its mail to. */
  smtp: {
    port: Number(testEnv.E2E_SMTP_PORT ?? 3240),
    httpPort: Number(testEnv.E2E_SMTP_HTTP_PORT ?? 3241),
  },
  /** The fake Content Lake (tests/support/fake-content-lake.ts), for the lake build's server and its Studio. */
  fakeLake: {
    port: Number(testEnv.E2E_FAKE_LAKE_PORT ?? 3230),
    datasets: ['studio/dataset/production.ndjson', 'tests/fixtures/lake-drafts.ndjson'],
    /** What Sanity's login redirect hands the Studio (`#sid=...`), and the token it exchanges it for. */
    studioSessionId: 'e2e-studio-session-0123456789',
    studioToken: 'e2e-studio-token',
    /** Its certificate authority, key and certificate (tests/support/fake-lake/tls.ts). */
    tlsDir: path.join(tmpdir(), 'medicore-e2e', 'fake-lake-tls'),
  },
}

export const siteUrl = `http://127.0.0.1:${e2e.site.port}`
export const lakeUrl = `http://127.0.0.1:${e2e.lake.port}`
/**
 * On `localhost`, so that the Studio can reach it at `<projectId>.localhost` (Chromium resolves
 * *.localhost to loopback), over HTTPS so that the browser speaks HTTP/2 to it.
 */
export const fakeLakeUrl = `https://localhost:${e2e.fakeLake.port}`
export const smtpUrl = `smtp://127.0.0.1:${e2e.smtp.port}`
export const smtpControlUrl = `http://127.0.0.1:${e2e.smtp.httpPort}`
