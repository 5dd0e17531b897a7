/*
 * SANITY_API_HOST: another host for Sanity's API than https://api.sanity.io (Sanity's staging
 * API, or the fake Content Lake of the end-to-end tests). The site's server and the Studio in the
 * browser both use it: the server at the host itself, the Studio at the host for global
 * endpoints (who is signed in) and at `<projectId>.<host>` for the project's, as Sanity's client
 * builds them.
 */

/** The origins a browser reaches the API host at, for the Content-Security-Policy (none when it is Sanity's own). */
export function sanityApiHostOrigins(apiHost: string | undefined, projectId: string | undefined) {
  if (!apiHost) return []
  try {
    const url = new URL(apiHost)
    return projectId ? [url.origin, `${url.protocol}//${projectId}.${url.host}`] : [url.origin]
  } catch {
    return []
  }
}
