/*
 * What the Studio asks Sanity's API besides documents: who is signed in (and the end of the
 * login redirect, which hands the Studio a session id to exchange for a token), the project,
 * its datasets and the user's permissions, and the Studio services around it (key-value
 * settings, scheduling, history, notices), answered as for an administrator of a small
 * project with no add-ons. Paths come without their API version.
 */

export type Access = 'anonymous' | 'viewer' | 'editor'

export type StudioLogin = {
  /** The session id Sanity's login redirect puts in the Studio's URL (`#sid=...`). */
  sessionId: string
  /** The token the Studio gets for it, and sends from then on. */
  token: string
}

const studioUser = {
  id: 'e2e-editor',
  name: 'Mary Marketing',
  email: 'mary@example.org',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

type Answer = { status: number; body: unknown } | undefined

const ok = (body: unknown): Answer => ({ status: 200, body })

export function studioEndpoint(
  path: string,
  url: URL,
  access: Access,
  { projectId, dataset, login }: { projectId: string; dataset: string; login: StudioLogin },
): Answer {
  if (path === '/auth/fetch') {
    return url.searchParams.get('sid') === login.sessionId
      ? ok({ token: login.token })
      : { status: 401, body: { error: 'Unauthorized', message: 'Unknown session' } }
  }
  if (path === '/users/me') return ok(access === 'editor' ? studioUser : {})
  if (path === '/auth/id') {
    return access === 'editor'
      ? ok({ id: studioUser.id })
      : { status: 401, body: { error: 'Unauthorized', message: 'Not signed in' } }
  }
  if (path === '/check/cors') return ok({ result: { allowed: true, withCredentials: true } })
  // The Studio's connection check, sent when its listeners are slow to connect (a busy machine).
  if (path === `/data/ping/${dataset}`) return ok({ message: 'PONG' })
  const keyValue = /^\/users\/me\/keyvalue\/(.+)$/.exec(path)
  if (keyValue) {
    return ok(
      decodeURIComponent(keyValue[1]!)
        .split(',')
        .map((key) => ({ key, value: null })),
    )
  }
  // A document's history (the review-changes panel): no events recorded.
  if (path.startsWith(`/data/history/${dataset}/events/documents/`)) return ok({ events: {}, nextCursor: '' })
  switch (path) {
    case `/projects/${projectId}`:
      return ok({ id: projectId, displayName: 'MediCore (e2e)', organizationId: null, members: [], features: [] })
    case `/projects/${projectId}/datasets`:
      return ok([{ name: dataset, aclMode: 'public' }])
    case `/projects/${projectId}/datasets/${dataset}/acl`:
      return ok([{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }])
    case `/projects/${projectId}/grants`:
      return ok({})
    case `/projects/${projectId}/user-applications`:
      return ok([])
    case `/schedules/${projectId}/${dataset}`:
      return ok({ schedules: [] })
    case '/features':
    case '/journey/announcements':
      return ok([])
    case '/ping':
      return ok('PONG')
    case '/help':
      return ok({})
  }
  // Telemetry consent: not given, so the Studio's periodic flush sends none. Its last batch, sent
  // as a beacon when the page goes away, skips the consent check (@sanity/telemetry's
  // endWithBeacon), so the lake takes it and keeps nothing.
  if (path === '/intake/telemetry-status') return ok({ status: 'denied' })
  if (path === '/intake/batch') return ok({})
  // Trial, usage-limit and upsell notices: nothing to announce.
  if (path.startsWith('/journey/')) return ok({})
  return undefined
}
