/*
 * RFC 9116's rules of a security.txt, as a test reads a file: the unit test (tests/unit/trust-security-txt.test.ts)
 * and the end-to-end test of the served file (tests/e2e/trust.spec.ts) share them.
 */

/** The fields of a security.txt, as RFC 9116 §2.2 reads them: `Name: value` lines, comments and blanks aside. */
export function parseSecurityTxt(text: string) {
  const fields: [string, string][] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line)
    if (!match) throw new Error(`Not a field: ${JSON.stringify(line)}`)
    fields.push([match[1]!.toLowerCase(), match[2]!])
  }
  return fields
}

/** The RFC's rules for a file served at `now`: each a message, none when it conforms. */
export function rfc9116Problems(text: string, now: Date): string[] {
  const problems: string[] = []
  const fields = parseSecurityTxt(text)
  const all = (name: string) => fields.filter(([field]) => field === name).map(([, value]) => value)
  if (!text.endsWith('\n')) problems.push('the last line must end with a line break')
  if (all('contact').length === 0) problems.push('Contact is required (§2.5.3)')
  for (const contact of all('contact'))
    if (!/^(mailto:|https:\/\/|tel:)/.test(contact)) problems.push(`Contact must be a URI: ${contact}`)
  const expires = all('expires')
  if (expires.length !== 1) problems.push('Expires must appear exactly once (§2.5.5)')
  const date = expires[0]
  if (date && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(date))
    problems.push(`Expires must be an RFC 3339 date-time: ${date}`)
  if (date && Date.parse(date) <= now.getTime()) problems.push('Expires is in the past')
  if (date && Date.parse(date) - now.getTime() > 366 * 24 * 60 * 60 * 1000)
    problems.push('Expires is more than a year ahead (§2.5.5 advises less)')
  for (const single of ['preferred-languages']) if (all(single).length > 1) problems.push(`${single} must appear once`)
  for (const uri of [...all('canonical'), ...all('policy'), ...all('encryption')])
    if (!/^https?:\/\//.test(uri)) problems.push(`not a web URI: ${uri}`)
  return problems
}
