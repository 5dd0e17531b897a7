/*
 * The 404 of an address under one of the site's own folders that no route there serves: /api/…,
 * /studio/…, /media/…, /language/<locale>/…. Each folder ends in a catch-all route that answers
 * with this, made per request and kept by nothing. Without it Next hands the address to the next
 * route that fits, app/[locale], whose prerendered pages read the folder's name as a language,
 * render their 404 and keep it: one cached page per made-up address. proxy.ts answers a POST (or
 * any method but GET and HEAD) to an address the site does not have with it too.
 */
export const folderNotFound = (what: string) =>
  new Response(`${what}\n`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
