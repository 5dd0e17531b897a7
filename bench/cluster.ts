/*
 * `npm run bench:cluster` (also the last step of `npm run bench`): the site as several instances
 * run it. Starts the cluster of the end-to-end test (tests/support/cluster.ts: Redis,
 * PostgreSQL, two `next start` of one build, nginx as load balancer and caching proxy) and
 * measures:
 *   1. throughput and latency of / and /pricing at one origin and through nginx's cache
 *      (autocannon, 50 connections for 10 s each);
 *   2. publish to visible: a signed webhook sent to instance A, until instance B serves the new
 *      price, and until nginx does (bounded by the build's CACHE_MAX_AGE_SECONDS plus
 *      CACHE_STALE_SECONDS), BENCH_PUBLISHES (3) times.
 * Uses the build in NEXT_DIST_DIR (default .next: `npm run build` first; the end-to-end build
 * has 5 s bounds). Ports from E2E_CLUSTER_PORT (3350 to 3354). Writes bench/cluster-results.json
 * and bench/cluster-results.md.
 */
import { testEnv } from '../tests/support/environment.ts'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { signedWebhook } from '../lib/publish/sign.ts'
import { clusterSecret, startCluster } from '../tests/support/cluster.ts'
import { routes } from '../lib/routes.ts'

const publishes = Number(testEnv.BENCH_PUBLISHES ?? 3)
const LOAD = { connections: 50, seconds: 10, routes: [routes.home.path, routes.pricing.path] }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const shows = async (url: string, price: number) => (await (await fetch(`${url}/pricing`)).text()).includes(`$${price}`)

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) return undefined
    await sleep(50)
  }
  return Date.now() - started
}

function setStarterPrice(dataset: string, price: number) {
  const documents = readFileSync(dataset, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  for (const document of documents) if (document._id === 'plan-starter') document.monthlyPrice = price
  writeFileSync(dataset, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
}

const cluster = await startCluster()
const results: {
  load: { where: string; route: string; requestsPerSecond: number; p50: number; p99: number; errors: number }[]
  publish: { toInstanceB: number | null; throughNginx: number | null }[]
  /** What the pages tell nginx: how long it may keep one after a publish, and serve it stale. */
  cacheControl: string | null
} = { load: [], publish: [], cacheControl: null }
try {
  const targets = { 'origin (instance A)': cluster.instances.a.url, 'nginx cache': cluster.nginx.url }
  for (const [where, base] of Object.entries(targets)) {
    for (const route of LOAD.routes) {
      await fetch(base + route) // warm
      const result = await autocannon({
        url: base + route,
        connections: LOAD.connections,
        duration: LOAD.seconds,
        headers: { 'accept-encoding': 'gzip' },
      })
      results.load.push({
        where,
        route,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      })
      console.log(`${where} ${route}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`)
    }
  }
  results.cacheControl = (await fetch(`${cluster.instances.a.url}/pricing`)).headers.get('cache-control')
  let price = 29
  for (let i = 0; i < publishes; i++) {
    price += 7
    setStarterPrice(cluster.dataset, price)
    const started = Date.now()
    const webhook = await signedWebhook({ _type: 'pricingPlan', _id: 'plan-starter' }, clusterSecret)
    await fetch(`${cluster.instances.a.url}/api/revalidate`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    })
    const toInstanceB = (await until(() => shows(cluster.instances.b.url, price), 10_000)) ?? null
    const nginx = await until(() => shows(cluster.nginx.url, price), 300_000)
    const throughNginx = nginx === undefined ? null : Date.now() - started
    results.publish.push({ toInstanceB, throughNginx })
    console.log(`publish ${i + 1}: instance B ${toInstanceB} ms, nginx ${throughNginx} ms`)
  }
} finally {
  await cluster.stop()
}

const ms = (value: number | null) =>
  value === null ? 'not seen' : value < 1000 ? `${value} ms` : `${(value / 1000).toFixed(1)} s`
const markdown = [
  '# Benchmark: several instances',
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; two \`next start\` of one build (${testEnv.NEXT_DIST_DIR ?? '.next'}) on Redis and PostgreSQL behind nginx, all on this machine's cores with the load generator (autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s, gzip).`,
  '',
  '| Where | Route | req/s | p50 | p99 | errors / non-2xx |',
  '|---|---|---|---|---|---|',
  ...results.load.map(
    (row) =>
      `| ${row.where} | \`${row.route}\` | ${row.requestsPerSecond} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`,
  ),
  '',
  `Publish to visible (a signed webhook to instance A). The pages answer \`Cache-Control: ${results.cacheControl}\`, so nginx shows a publish within s-maxage plus stale-while-revalidate:`,
  '',
  '| Run | instance B | through nginx |',
  '|---|---|---|',
  ...results.publish.map((row, i) => `| ${i + 1} | ${ms(row.toInstanceB)} | ${ms(row.throughNginx)} |`),
  '',
]
writeFileSync(path.join(import.meta.dirname, 'cluster-results.json'), `${JSON.stringify(results, null, 2)}\n`)
writeFileSync(path.join(import.meta.dirname, 'cluster-results.md'), markdown.join('\n'))
