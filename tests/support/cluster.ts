import { testEnv } from './environment.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startNginx, startPostgres, startRedis, waitForPort, type Service } from './services.ts'
import { e2e } from './servers.ts'
import { createFakeSmtp } from './fake-smtp.ts'

/*
 * Several instances on one machine, as docs/several-instances.md describes them:
 * Redis, PostgreSQL, two `next start` of the end-to-end site build (the same distDir, so one
 * build id) with REDIS_URL and DATABASE_URL, and nginx in front as load balancer and caching
 * proxy that honours the site's Cache-Control. All on 127.0.0.1, in a temporary folder.
 */

const base = Number(testEnv.E2E_CLUSTER_PORT ?? 3350)
const clusterPorts = { redis: base, postgres: base + 1, nginx: base + 2, a: base + 3, b: base + 4, smtp: base + 5 }
export const clusterSecret = 'e2e-cluster-revalidate-secret'

type Instance = { name: 'a' | 'b'; url: string; log: string[]; stop: (signal?: NodeJS.Signals) => Promise<void> }

export type Cluster = {
  dir: string
  dataset: string
  redis: Service
  postgres: Service
  nginx: Service
  /** The instances' own mail server (not the other projects'), which a test takes down and up. */
  smtp: ReturnType<typeof createFakeSmtp>
  instances: Record<'a' | 'b', Instance>
  startInstance: (name: 'a' | 'b') => Promise<Instance>
  restartRedis: () => Promise<void>
  stop: () => Promise<void>
}

const nginxConfig = (dir: string) => `
  upstream site {
    server 127.0.0.1:${clusterPorts.a} max_fails=1 fail_timeout=2s;
    server 127.0.0.1:${clusterPorts.b} max_fails=1 fail_timeout=2s;
  }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=100m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${clusterPorts.nginx};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The first proxy: it writes the address it saw rather than appending to what the client sent. Appending
      # would do as well for a visitor from elsewhere; here the visitor is on loopback, which the instances trust.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      # Kept as long as the site's Cache-Control says (s-maxage), refreshed in the background
      # while the stale copy is served (stale-while-revalidate); never what the site marks private.
      proxy_cache site;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
  }
`

function startNext(name: 'a' | 'b', env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = clusterPorts[name]
  const log: string[] = []
  const child: ChildProcess = spawn(
    path.join('node_modules', '.bin', 'next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    // `next start` leaves a next-server child: signal the whole process group.
    try {
      process.kill(-child.pid!, signal)
    } catch {}
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 5_000)
    await exited
    clearTimeout(timer)
  }
  return waitForPort(port, 60_000).then(() => ({ name, url: `http://127.0.0.1:${port}`, log, stop }))
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'medicore-cluster-'))
  const dataset = path.join(dir, 'dataset.ndjson')
  copyFileSync('studio/dataset/production.ndjson', dataset)
  const stopped: (() => Promise<void>)[] = []
  try {
    let redis = await startRedis(clusterPorts.redis)
    stopped.push(() => redis.stop())
    const postgres = await startPostgres(clusterPorts.postgres)
    stopped.push(() => postgres.stop())
    const smtp = createFakeSmtp(clusterPorts.smtp)
    await smtp.start()
    stopped.push(() => smtp.stop())
    const env = (name: string): NodeJS.ProcessEnv => {
      const data = path.join(dir, name)
      mkdirSync(data, { recursive: true })
      return {
        ...testEnv,
        NEXT_DIST_DIR: e2e.site.distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        REDIS_URL: redis.url,
        DATABASE_URL: postgres.url,
        // nginx, and the tests when they talk to an instance directly, are proxies of ours on loopback.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        BUNDLED_DATASET_PATH: dataset,
        SANITY_REVALIDATE_SECRET: clusterSecret,
        BETTER_AUTH_SECRET: 'e2e-cluster-secret-the-same-on-every-instance',
        SANITY_API_WRITE_TOKEN: '',
        // Contact messages send no mail.
        SMTP_URL: `smtp://127.0.0.1:${clusterPorts.smtp}`,
        MAIL_RETRY_MS: '500',
        CONTACT_NOTIFY_TO: '',
        MAIL_DB_PATH: path.join(data, 'mail.sqlite'),
        MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
        CONTACT_DB_PATH: path.join(data, 'unused-contact.sqlite'),
        AUTH_DB_PATH: path.join(data, 'unused-auth.sqlite'),
      }
    }
    const instances = {} as Record<'a' | 'b', Instance>
    const startInstance = async (name: 'a' | 'b') => (instances[name] = await startNext(name, env(name)))
    stopped.push(async () => {
      await Promise.all(Object.values(instances).map((instance) => instance.stop()))
    })
    await Promise.all([startInstance('a'), startInstance('b')])
    const nginx = await startNginx(clusterPorts.nginx, nginxConfig)
    stopped.push(() => nginx.stop())
    return {
      dir,
      dataset,
      get redis() {
        return redis
      },
      postgres,
      nginx,
      smtp,
      instances,
      startInstance,
      restartRedis: async () => {
        redis = await startRedis(clusterPorts.redis)
      },
      stop: async () => {
        for (const stop of stopped.reverse()) await stop().catch(() => undefined)
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    for (const stop of stopped.reverse()) await stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
