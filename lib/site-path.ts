/*
 * Where a request says to go next (`?redirect=`, a referring page) is accepted only as a path on
 * this site. The value is resolved the way a browser resolves a Location header, with a URL
 * parser, never by looking at its first characters: a parser drops tabs and newlines and reads a
 * backslash as a slash, so "/\t/evil.example" and "/\evil.example" both lead to evil.example.
 */

/** Stands for this site's origin while a value is resolved; no value can name it. */
const here = 'http://this-site.invalid'

const onThisSite = (value: string) => {
  try {
    return new URL(value, here).origin === here
  } catch {
    return false
  }
}

/**
 * The path, query and fragment `value` leads to when it stays on this site, or undefined.
 * The result is checked again as it will be read: "/.//evil.example" resolves to "//evil.example",
 * which a browser would take for another host.
 */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value || !onThisSite(value)) return undefined
  const url = new URL(value, here)
  const path = `${url.pathname}${url.search}${url.hash}`
  return onThisSite(path) ? path : undefined
}

/** The page of this site a link was followed from (its Referer, when it names this host), or undefined. */
export function refererPath(request: { headers: Headers }) {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === request.headers.get('host') ? sitePath(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}
