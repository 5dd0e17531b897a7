/*
 * The hidden fields of a page's form, as a browser without JavaScript posts them: React's
 * server-action fields ($ACTION_…) and the form's own (its page's locale, a reset's token).
 * For the end-to-end tests and the contact benchmark, which post forms as scripts would.
 */

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
const unescape = (value: string) => value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => entities[entity]!)

export function hiddenFields(html: string): [string, string][] {
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map(
    ([, name, value]): [string, string] => [unescape(name!), unescape(value ?? '')],
  )
  if (!fields.some(([name]) => name.startsWith('$ACTION_'))) throw new Error('No server action fields on the page.')
  return fields
}
