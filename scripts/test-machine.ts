/*
 * Before the suite: are the programs it starts on this machine (tests/support/machine.ts)?
 * As root on Debian, installs the missing ones with apt-get. Anywhere else, names each missing
 * program and the command that installs it, and fails at once instead of minutes later.
 */
import { testEnv } from '../tests/support/environment.ts'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { missingPrograms, type Program } from '../tests/support/machine.ts'

const missing = missingPrograms()
if (missing.length === 0) process.exit(0)

const packages = [...new Set(missing.map((program) => program.debianPackage))]
const isRoot = process.getuid?.() === 0
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')

if (isRoot && isDebian) {
  console.log(`Installing Debian's ${packages.join(', ')} for the tests`)
  const apt = (...args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...testEnv, DEBIAN_FRONTEND: 'noninteractive' } })
  const ok = apt('update', '-qq').status === 0 && apt('install', '-y', '-qq', ...packages).status === 0
  const stillMissing = missingPrograms()
  if (ok && stillMissing.length === 0) process.exit(0)
  report(stillMissing, 'apt-get could not install them.')
} else {
  report(
    missing,
    isDebian ? 'Install them as root:' : 'Install them with your system’s packages, or point each variable at it:',
  )
}

function report(programs: Program[], advice: string): never {
  console.error('The test suite needs programs this machine lacks:')
  for (const program of programs) {
    console.error(
      `  ${program.path} (${program.purpose}; package ${program.debianPackage}, or set ${program.variable})`,
    )
  }
  console.error(advice)
  if (isDebian) console.error(`  apt-get update && apt-get install -y ${packages.join(' ')}`)
  process.exit(1)
}
