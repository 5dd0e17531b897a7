/*
 * The programs the test suite starts, where Debian puts them, and the Debian package of each.
 * An environment variable overrides each path, for a machine that keeps them elsewhere.
 * Read by the services the tests start (tests/support/services.ts, chromium.ts, fake-lake/tls.ts)
 * and by the check that runs before the suite (scripts/test-machine.ts).
 */
import { testEnv } from './environment.ts'
import { existsSync } from 'node:fs'
import path from 'node:path'

export type Program = {
  /** What the tests use it for. */
  purpose: string
  /** The Debian package that installs it. */
  debianPackage: string
  /** The variable that overrides where it is. */
  variable: string
  /** Where the tests look for it. */
  path: string
}

const postgresBinDir = testEnv.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin'

/** A program at a fixed path unless its variable names another. */
const overridable = (purpose: string, debianPackage: string, variable: string, fallback: string): Program => ({
  purpose,
  debianPackage,
  variable,
  path: testEnv[variable] ?? fallback,
})

export const programs = {
  /*
   * Chromium's headless shell, not the full browser: the same engine, without the full browser's
   * display compositor and user interface, for about a third less of the suite's CPU (the end-to-end
   * tests are four fifths browser). The bench measures performance in the full browser.
   */
  chromium: overridable(
    'the browser of the end-to-end tests and the Lighthouse gate',
    'chromium-headless-shell',
    'CHROME_PATH',
    '/usr/bin/chromium-headless-shell',
  ),
  redis: overridable(
    'the shared cache and limits of several instances',
    'redis-server',
    'REDIS_SERVER_PATH',
    '/usr/bin/redis-server',
  ),
  postgres: {
    purpose: 'the shared database of several instances',
    debianPackage: 'postgresql',
    variable: 'POSTGRES_BIN_DIR',
    path: path.join(postgresBinDir, 'postgres'),
  },
  nginx: overridable('the proxy in front of several instances', 'nginx', 'NGINX_PATH', '/usr/sbin/nginx'),
  openssl: overridable("the fake Content Lake's certificate", 'openssl', 'OPENSSL_PATH', '/usr/bin/openssl'),
  java: overridable('the W3C Nu HTML checker (vnu-jar)', 'default-jre-headless', 'JAVA_PATH', '/usr/bin/java'),
} satisfies Record<string, Program>

/** PostgreSQL's other programs (initdb) sit beside its server. */
export const postgresProgram = (name: string) => path.join(postgresBinDir, name)

export const missingPrograms = (): Program[] => Object.values(programs).filter((program) => !existsSync(program.path))
