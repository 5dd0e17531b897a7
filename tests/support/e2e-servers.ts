import { e2e, fakeLakeUrl, lakeUrl, smtpUrl } from './servers.ts'
import { fakeLakeCertificate } from './fake-lake/tls.ts'
import path from 'node:path'

/*
 * What the end-to-end servers are started and built with: playwright.config.ts starts them, and
 * scripts/build-e2e.ts builds the two sites beforehand with the same settings (some, such as
 * the cache headers, are written into the build).
 */

/** The fake Content Lake's HTTPS certificate (made once with openssl, kept in a temporary folder). */
export const fakeLakeTls = fakeLakeCertificate(e2e.fakeLake.tlsDir, e2e.lake.projectId)

/** The zero-configuration site on a copy of the bundled dataset. */
export const siteServerEnv = {
  NEXT_DIST_DIR: e2e.site.distDir,
  BUNDLED_DATASET_PATH: e2e.site.dataset,
  CONTACT_DB_PATH: e2e.site.contactDb,
  SANITY_REVALIDATE_SECRET: e2e.site.revalidateSecret,
  SMTP_URL: smtpUrl,
  MAIL_DB_PATH: e2e.site.mailDb,
  DEMO_DB_PATH: e2e.site.demoDb,
  TRUST_DB_PATH: e2e.site.trustDb,
  AUTH_DB_PATH: e2e.site.authDb,
  // Retries within a test's time: 0.5 s, 1 s, 2 s, 4 s...
  MAIL_RETRY_MS: '500',
  CONTACT_NOTIFY_TO: e2e.site.contactNotifyTo,
  // Short, so that the cluster test sees a publish through nginx's cache within seconds.
  CACHE_MAX_AGE_SECONDS: String(e2e.site.cacheMaxAgeSeconds),
  CACHE_STALE_SECONDS: String(e2e.site.cacheStaleSeconds),
  // The tests play a proxy of ours, on loopback: each browser context is a visitor with its own X-Forwarded-For.
  TRUSTED_PROXIES: '127.0.0.1,::1',
}

/** The site configured with a Sanity project, whose Content Lake is the fake one. */
export const lakeEnv = {
  NEXT_DIST_DIR: e2e.lake.distDir,
  NEXT_PUBLIC_SANITY_PROJECT_ID: e2e.lake.projectId,
  NEXT_PUBLIC_SANITY_DATASET: e2e.lake.dataset,
  SANITY_API_HOST: fakeLakeUrl,
  SANITY_API_READ_TOKEN: e2e.lake.readToken,
  SANITY_REVALIDATE_SECRET: e2e.lake.revalidateSecret,
  SANITY_API_WRITE_TOKEN: e2e.lake.writeToken,
  DEMO_DB_PATH: path.join(e2e.lake.dataDir, 'demo.sqlite'),
  AUTH_DB_PATH: path.join(e2e.lake.dataDir, 'auth.sqlite'),
  MAIL_DB_PATH: path.join(e2e.lake.dataDir, 'mail.sqlite'),
  MAIL_OUTBOX_DIR: path.join(e2e.lake.dataDir, 'outbox'),
}

export const fakeLakeCommand = 'node --conditions=react-server tests/support/fake-content-lake.ts'

export const fakeLakeEnv = {
  FAKE_LAKE_DATASETS: e2e.fakeLake.datasets.join(','),
  FAKE_LAKE_PORT: String(e2e.fakeLake.port),
  FAKE_LAKE_PROJECT_ID: e2e.lake.projectId,
  FAKE_LAKE_DATASET: e2e.lake.dataset,
  FAKE_LAKE_READ_TOKEN: e2e.lake.readToken,
  FAKE_LAKE_WRITE_TOKEN: e2e.lake.writeToken,
  FAKE_LAKE_STUDIO_SID: e2e.fakeLake.studioSessionId,
  FAKE_LAKE_STUDIO_TOKEN: e2e.fakeLake.studioToken,
  FAKE_LAKE_TLS_KEY: fakeLakeTls.key,
  FAKE_LAKE_TLS_CERT: fakeLakeTls.cert,
  FAKE_LAKE_PREVIEW_SECRET: e2e.lake.previewSecret,
  FAKE_LAKE_STUDIO_URL: `${lakeUrl}/studio`,
  // The webhook the README configures, to the lake build, signed with its secret.
  FAKE_LAKE_WEBHOOK_URL: `${lakeUrl}/api/revalidate`,
  FAKE_LAKE_WEBHOOK_SECRET: e2e.lake.revalidateSecret,
}
