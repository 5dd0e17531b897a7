/**
 * A cookie of the site's own (an account's device cookie, a demo's holder's): over https a
 * `__Host-` cookie (Secure, Path=/, no Domain), as the session cookies, so that neither a sibling
 * subdomain nor plain http can set or overwrite it; HttpOnly and SameSite=Lax always.
 */
export const siteCookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name)

export const siteCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure }) as const
