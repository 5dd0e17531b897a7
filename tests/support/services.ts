/*
 * Debian's Redis for the tests, each on 127.0.0.1 with its own
 * configuration and data in a temporary folder, started in the foreground and stopped by its
 * pid.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'

export type Service = { url: string; stop: () => Promise<void>; process: ChildProcess }

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** SIGTERM, then SIGKILL if it has not exited within the grace time. */
function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => (clearTimeout(timer), resolve()))
    child.kill('SIGTERM')
  })
}

function started(child: ChildProcess, name: string, log: (line: string) => void) {
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString())
    if (lines.length > 50) lines.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', (code, signal) => {
    if (code && code !== 0) log(`[${name}] exited with ${code ?? signal}:\n${lines.join('')}`)
  })
}

/** redis-server on `port`, no persistence. */
export async function startRedis(port: number, log = console.error): Promise<Service> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  started(child, 'redis', log)
  await waitForPort(port)
  return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => stopProcess(child) }
}
