/*
 * The test suite in stages: `node scripts/test-stages.ts quick|full`.
 * The scripts of a stage run side by side (each one's output is printed whole when it ends);
 * the stages run one after the other and the first failing stage stops the run.
 * Ends with a table of each script's time.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { testEnv } from '../tests/support/environment.ts'
import { e2e } from '../tests/support/servers.ts'

/** `env`: variables the stage's scripts get besides this process's. */
type Stage = { name: string; scripts: string[]; env?: Record<string, string> }

const quick: Stage = { name: 'quick', scripts: ['typecheck', 'lint', 'test:unit'] }

const plans: Record<string, Stage[]> = {
  quick: [quick],
  full: [
    { name: 'machine', scripts: ['test:machine'] },
    /*
     * The quick scripts and the Redis and PostgreSQL tests leave a core idle much of the time: the
     * end-to-end builds take it. They skip the type check that runs beside them.
     */
    {
      name: 'checks',
      scripts: [...quick.scripts, 'test:services', 'build:e2e'],
      env: { BUILD_TYPECHECKED: 'true' },
    },
    { name: 'end to end', scripts: ['test:e2e'], env: { E2E_SKIP_BUILD: '1' } },
  ],
}

type Result = { stage: string; script: string; seconds: number; code: number }

const planName = process.argv[2] ?? 'full'
const plan = plans[planName]
if (!plan) {
  console.error(`Unknown plan "${planName}": use ${Object.keys(plans).join(' or ')}.`)
  process.exit(2)
}

function run(
  script: string,
  together: boolean,
  env: Record<string, string> = {},
): Promise<{ code: number; seconds: number; output: string }> {
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: together ? 'pipe' : 'inherit',
    env: { ...testEnv, ...env },
  })
  const chunks: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      }),
    ),
  )
}

/*
 * tsconfig.json includes the lake build's route types (`next build` adds the line), so the type check
 * would read an earlier build's: a route moved since then fails it, naming a file that no longer
 * exists. Both plans check the sources as a clean clone has them; the builds write their types again.
 */
rmSync(path.join(e2e.lake.distDir, 'types'), { recursive: true, force: true })

const results: Result[] = []
let failed = 0
const started = performance.now()
for (const stage of plan) {
  const together = stage.scripts.length > 1
  console.log(`\n▶ ${stage.name}: ${stage.scripts.join(together ? ' ∥ ' : '')}`)
  const runs = stage.scripts.map(async (script) => {
    const result = await run(script, together, stage.env)
    if (together) console.log(`\n── ${script} (${result.code === 0 ? 'passed' : 'FAILED'}) ──\n${result.output}`)
    results.push({ stage: stage.name, script, seconds: result.seconds, code: result.code })
    return result.code
  })
  const codes = await Promise.all(runs)
  failed = codes.find((code) => code !== 0) ?? 0
  if (failed) break
}

const pad = (text: string, width: number) => text.padEnd(width)
console.log('\n| stage | script | time | result |\n|---|---|---:|---|')
for (const { stage, script, seconds, code } of results) {
  console.log(
    `| ${pad(stage, 10)} | ${pad(script, 13)} | ${seconds.toFixed(0).padStart(5)} s | ${code ? 'FAILED' : 'passed'} |`,
  )
}
console.log(
  `| all        |               | ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s | ${failed ? 'FAILED' : 'passed'} |`,
)
process.exit(failed)
