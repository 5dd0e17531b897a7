import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { programs } from '../machine.ts'

/*
 * The fake Content Lake serves HTTPS, so that browsers speak HTTP/2 to it as they do to Sanity's
 * API: the Studio keeps a dozen listeners open at once, and over HTTP/1.1 a browser allows six
 * connections to a host, so the Studio would wait forever. Made once with openssl: a certificate
 * authority the test servers trust (NODE_EXTRA_CA_CERTS) and a certificate for localhost and the
 * project's subdomain of it.
 */

export type FakeLakeTls = { ca: string; key: string; cert: string }

export function fakeLakeCertificate(dir: string, projectId: string): FakeLakeTls {
  const files = { ca: path.join(dir, 'ca.pem'), key: path.join(dir, 'key.pem'), cert: path.join(dir, 'cert.pem') }
  if (existsSync(files.cert)) return files
  mkdirSync(dir, { recursive: true })
  const caKey = path.join(dir, 'ca-key.pem')
  const request = path.join(dir, 'cert.csr')
  const extensions = path.join(dir, 'cert.ext')
  writeFileSync(
    extensions,
    `subjectAltName=DNS:localhost,DNS:${projectId}.localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\n`,
  )
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  const openssl = (...args: string[]) => execFileSync(programs.openssl.path, args, { stdio: 'ignore' })
  openssl(
    'req',
    '-x509',
    ...key,
    '-keyout',
    caKey,
    '-out',
    files.ca,
    '-days',
    '3650',
    '-subj',
    '/CN=Fake Content Lake CA',
  )
  openssl('req', ...key, '-keyout', files.key, '-out', request, '-subj', '/CN=localhost')
  openssl(
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    files.ca,
    '-CAkey',
    caKey,
    '-CAcreateserial',
    '-out',
    files.cert,
    '-days',
    '3650',
    '-extfile',
    extensions,
  )
  return files
}
