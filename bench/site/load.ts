import autocannon from 'autocannon'
import { round } from './numbers.ts'
import { LOAD, MADE_UP } from './settings.ts'

/** Server throughput and latency of LOAD.routes (a page, or made-up addresses that answer 404): autocannon, after a few requests to warm up. */
export async function load(base: string) {
  const results = []
  for (const route of LOAD.routes) {
    let made = 0
    const next = () => route.replace(MADE_UP, String(++made))
    for (let i = 0; i < 20; i++)
      await fetch(base + next(), { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer())
    console.log(`  autocannon ${route}: ${LOAD.connections} connections, ${LOAD.seconds} s`)
    // As browsers ask: compressed. The load generator shares the machine's cores with the server.
    const result = await autocannon({
      url: base + route,
      connections: LOAD.connections,
      duration: LOAD.seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      // A made-up address is new on every request, so that nothing can be answered from a cache.
      requests: route.includes(MADE_UP) ? [{ setupRequest: (request) => ({ ...request, path: next() }) }] : undefined,
    })
    results.push({
      path: route,
      requestsPerSecond: round(result.requests.average),
      latencyP50Ms: round(result.latency.p50, 1),
      latencyP99Ms: round(result.latency.p99, 1),
      latencyMaxMs: round(result.latency.max, 1),
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    })
  }
  return results
}
