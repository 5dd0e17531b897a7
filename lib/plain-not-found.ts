/*
 * A plain 404, made per request and kept by nothing: the answer to an address the site does not
 * have wherever a page-shaped 404 would cost more than it tells.
 * - Under one of the site's own folders that no route there serves (/api/…, /studio/…, /media/…,
 *   /language/<locale>/…): each folder ends in a catch-all route that answers with this. Without it
 *   Next hands the address to the next route that fits, app/[locale], whose prerendered pages read
 *   the folder's name as a language, render their 404 and keep it: one cached page per made-up address.
 * - A POST (or any method but GET and HEAD) to an address the site does not have (proxy.ts).
 */
export const plainNotFound = (what: string) =>
  new Response(`${what}\n`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
