import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { round } from './numbers.ts'
import { cleanups, killGroup } from './processes.ts'
import { next, root, scratch } from './settings.ts'

/** The summed resident memory of every process in a process group. */
function groupRssBytes(pgid: number): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // After "pid (comm) ": state ppid pgrp … ; rss (pages) is field 24 of the line.
      if (Number(fields[2]) === pgid) total += Number(fields[21]) * 4096
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

/** `next build` in `cwd`, with its wall time and peak memory. */
export async function build(cwd: string, env: NodeJS.ProcessEnv, label: string) {
  console.log(`Building ${label} …`)
  const started = performance.now()
  const child = spawn(next, ['build'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const stop = () => killGroup(child, 'SIGKILL')
  cleanups.add(stop)
  let log = ''
  const echo = (chunk: Buffer) => {
    log += chunk
    process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '  │ '))
  }
  child.stdout!.on('data', echo)
  child.stderr!.on('data', echo)
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssBytes(child.pid!))), 200)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  cleanups.delete(stop)
  if (code !== 0) {
    writeFileSync(path.join(scratch, 'build.log'), log)
    throw new Error(`next build (${label}) exited with ${code}`)
  }
  return { seconds: round((performance.now() - started) / 1000, 1), peakMiB: Math.round(peak / 2 ** 20) }
}

/**
 * `next build` adds its output folder's types to tsconfig.json's include (rewriting the file's
 * layout) and points next-env.d.ts at them: a benchmark's build leaves both as it found them.
 */
export async function keepingTypeFiles<T>(work: () => Promise<T>): Promise<T> {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((name) => path.join(root, name))
  const before = files.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined))
  try {
    return await work()
  } finally {
    files.forEach((file, i) => {
      const text = before[i]
      if (text !== undefined && readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
    })
  }
}
