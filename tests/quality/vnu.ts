import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { programs } from '../support/machine.ts'

/*
 * The W3C Nu HTML checker (vnu.jar, from the vnu-jar package) over many pages at once: one Java
 * process for them all, since a JVM takes seconds to start. Run on Debian's Java
 * (tests/support/machine.ts); the package's own download of a Java runtime is turned off.
 */
const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'))

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/*
 * Java tuned for one short run: the quick compiler only (the optimising one spends more CPU than a
 * few seconds of checking win back), one garbage-collector thread, and the larger thread stack the
 * checker's schema needs under the quick compiler. The same report, for half the CPU (16 → 7 s).
 */
const javaForOneRun = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']

export type VnuReport = { errors: string[]; warnings: string[] }

/** Checks each page's HTML (name → markup) and returns the checker's errors and warnings, each named by its page. */
export async function checkWithVnu(pages: ReadonlyMap<string, string>): Promise<VnuReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    // Each page's file, by the name the checker reports it under (its file: URL ends with it).
    const names = new Map([...pages.keys()].map((name, index) => [`page-${index}.html`, name]))
    const files = [...names.keys()].map((file) => path.join(dir, file))
    await Promise.all(files.map((file, index) => writeFile(file, [...pages.values()][index]!)))
    const { stdout } = await promisify(execFile)(
      programs.java.path,
      [...javaForOneRun, '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const describe = (message: VnuMessage) => {
      const page = names.get(path.basename(message.url ?? '')) ?? message.url ?? 'the checker'
      const extract = message.extract ? ` in: ${message.extract.replace(/\s+/g, ' ').trim()}` : ''
      return `${page} ${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}: ${message.message}${extract}`
    }
    const isWarning = (message: VnuMessage) => message.type === 'info' && message.subType === 'warning'
    return {
      errors: messages.filter((message) => message.type !== 'info').map(describe),
      warnings: messages.filter(isWarning).map(describe),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
