/*
 * `npm run bench:hashing`: only the hashing section of `npm run bench` (bench/site/hashing.ts),
 * on a build made already: BENCH_DIST_DIR (.next-bench) in BENCH_HASHING_DIR (this project; another
 * checkout's folder measures that checkout's build, to compare before and after a change). Port
 * BENCH_PORT + 3. BENCH_HASHING_UNCAPPED=1 lifts the cap in the server it starts, to compare with
 * the site as it was without it. Prints the table and writes bench/tmp/hashing.json.
 */
import { testEnv } from '../tests/support/environment.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashingTable, measureHashing } from './site/hashing.ts'
import { cleanup } from './site/processes.ts'
import { distDir, hashingPort, root, scratch } from './site/settings.ts'

try {
  mkdirSync(scratch, { recursive: true })
  const figures = await measureHashing(path.resolve(testEnv.BENCH_HASHING_DIR ?? root), distDir, hashingPort, {
    uncapped: testEnv.BENCH_HASHING_UNCAPPED === '1',
  })
  writeFileSync(path.join(scratch, 'hashing.json'), `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`\n${hashingTable(figures)}`)
} finally {
  await cleanup()
}
