/*
 * A stand-in for the Sanity Content Lake on this machine, for end-to-end tests of a build
 * configured with a project: one in-memory dataset loaded from NDJSON export files, read and
 * written through Sanity's HTTP API (queries, documents, mutations, actions, the listener), the
 * endpoints the Studio needs around them, and the publish webhook (tests/support/fake-lake/).
 * The site's server reaches it through SANITY_API_HOST, the Studio in the browser through the
 * same host as its `apiHost`. With a preview secret it also holds a fresh `sanity.previewUrlSecret`
 * document, as the Presentation tool would have created.
 * Run it: node tests/support/fake-content-lake.ts
 */
import { testEnv } from './environment.ts'
import { startFakeContentLake } from './fake-lake/server.ts'

const env = testEnv
const required = [
  'FAKE_LAKE_DATASETS',
  'FAKE_LAKE_PORT',
  'FAKE_LAKE_READ_TOKEN',
  'FAKE_LAKE_STUDIO_SID',
  'FAKE_LAKE_STUDIO_TOKEN',
]
const missing = required.filter((name) => !env[name])
if (missing.length > 0) {
  console.error(`Set ${missing.join(', ')} (FAKE_LAKE_DATASETS: comma-separated NDJSON files).`)
  process.exit(2)
}

const previewSecret = env.FAKE_LAKE_PREVIEW_SECRET
await startFakeContentLake({
  datasetFiles: env.FAKE_LAKE_DATASETS!.split(','),
  port: Number(env.FAKE_LAKE_PORT),
  projectId: env.FAKE_LAKE_PROJECT_ID || 'e2elake1',
  dataset: env.FAKE_LAKE_DATASET || 'production',
  readToken: env.FAKE_LAKE_READ_TOKEN!,
  writeToken: env.FAKE_LAKE_WRITE_TOKEN,
  login: { sessionId: env.FAKE_LAKE_STUDIO_SID!, token: env.FAKE_LAKE_STUDIO_TOKEN! },
  tls:
    env.FAKE_LAKE_TLS_KEY && env.FAKE_LAKE_TLS_CERT
      ? { key: env.FAKE_LAKE_TLS_KEY, cert: env.FAKE_LAKE_TLS_CERT }
      : undefined,
  webhook:
    env.FAKE_LAKE_WEBHOOK_URL && env.FAKE_LAKE_WEBHOOK_SECRET
      ? { url: env.FAKE_LAKE_WEBHOOK_URL, secret: env.FAKE_LAKE_WEBHOOK_SECRET }
      : undefined,
  extra: () =>
    previewSecret
      ? [
          {
            _id: 'sanity-preview-url-secret.e2e',
            _type: 'sanity.previewUrlSecret',
            _updatedAt: new Date().toISOString(),
            secret: previewSecret,
            studioUrl: env.FAKE_LAKE_STUDIO_URL ?? 'http://localhost/studio',
          },
        ]
      : [],
})
console.log(`Fake Content Lake on ${env.FAKE_LAKE_TLS_KEY ? 'https' : 'http'}://localhost:${env.FAKE_LAKE_PORT}`)
