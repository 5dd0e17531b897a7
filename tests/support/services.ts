/*
 * Debian's Redis, PostgreSQL and nginx for the tests, each on 127.0.0.1 with its own
 * configuration and data in a temporary folder, started in the foreground and stopped by its
 * pid. PostgreSQL refuses to run as root: when the tests run as root, it runs as the `postgres`
 * user, in a folder that user owns.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postgresProgram, programs } from './machine.ts'

export type Service = { url: string; stop: () => Promise<void>; process: ChildProcess }

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 20_000) {
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
    programs.redis.path,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  started(child, 'redis', log)
  await waitForPort(port)
  return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => stopProcess(child) }
}

const asRoot = process.getuid?.() === 0
/** As root, PostgreSQL's programs run as the `postgres` user (Node sets the uid), so the pid is PostgreSQL's own. */
const asPostgres = () => (asRoot ? postgresIds() : {})

/** A throwaway PostgreSQL 15 cluster on `port`, trusting local connections; the database `medicore`. */
export async function startPostgres(port: number, log = console.error): Promise<Service & { dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'medicore-pg-'))
  const data = path.join(dir, 'data')
  mkdirSync(data)
  if (asRoot) {
    chmodSync(dir, 0o755)
    const { uid, gid } = postgresIds()!
    chownSync(dir, uid, gid)
    chownSync(data, uid, gid)
  }
  const initArgs = ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']
  const init = spawnSync(postgresProgram('initdb'), initArgs, { encoding: 'utf8', ...asPostgres() })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]
  const child = spawn(programs.postgres.path, args, { stdio: ['ignore', 'pipe', 'pipe'], ...asPostgres() })
  started(child, 'postgres', log)
  await waitForPort(port)
  // Accepting connections comes a moment after listening: wait until a query would be served.
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  await retry(() => psql(url, 'CREATE DATABASE medicore'))
  return {
    url: `postgres://postgres@127.0.0.1:${port}/medicore`,
    dir,
    process: child,
    stop: async () => {
      // SIGINT: PostgreSQL's fast shutdown.
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
          child.once('exit', () => (clearTimeout(timer), resolve()))
          child.kill('SIGINT')
        })
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresIds() {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid: id('-u'), gid: id('-g') }
}

async function psql(url: string, sql: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function retry(work: () => Promise<void>, attempts = 100) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** nginx in the foreground with the configuration given (its `http` block's contents). */
export async function startNginx(
  port: number,
  httpBlock: (dir: string) => string,
  log = console.error,
): Promise<Service & { dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'medicore-nginx-'))
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(
    config,
    [
      'daemon off;',
      // As root, nginx would hand its workers to `nobody`, who cannot write in this folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      httpBlock(dir),
      '}',
    ].join('\n'),
  )
  const child = spawn(programs.nginx.path, ['-c', config, '-p', dir, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started(child, 'nginx', log)
  await waitForPort(port)
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    process: child,
    stop: async () => {
      await stopProcess(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
