import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { next, root } from './settings.ts'

/*
 * The child processes the benchmark starts (next start, npm scripts), each in its own process
 * group, and the cleanups that stop whatever is still running when it ends or is interrupted.
 */

type Server = { kill: () => Promise<void> }
export const cleanups = new Set<() => Promise<void> | void>()
export async function cleanup() {
  for (const fn of [...cleanups].reverse()) await fn()
  cleanups.clear()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)))
}

/** Kills a detached child's whole process group (next start leaves a next-server child behind). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // already gone
  }
}

async function reachable(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

export async function serve(cwd: string, portNumber: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(next, ['start', '--hostname', '127.0.0.1', '--port', String(portNumber)], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${portNumber}/`
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const kill = async () => {
    killGroup(child)
    await exited
    for (let i = 0; i < 50 && (await reachable(url)); i++) await sleep(100)
    killGroup(child, 'SIGKILL') // whatever of the group is left
    cleanups.delete(kill)
  }
  cleanups.add(kill)
  for (let i = 0; i < 300; i++) {
    if (await reachable(url)) return { kill }
    if (child.exitCode !== null) throw new Error(`next start (${cwd}) exited with ${child.exitCode}`)
    await sleep(100)
  }
  await kill()
  throw new Error(`Nothing answered on ${url} within 30 s.`)
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  return new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const stop = () => killGroup(child, 'SIGKILL')
    cleanups.add(stop)
    let log = ''
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk))
    child.on('exit', (code) => {
      cleanups.delete(stop)
      writeFileSync(logFile, log)
      resolve(code)
    })
  })
}
