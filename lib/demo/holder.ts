/*
 * The holder's cookie: the browser that made a booking (or last moved it) carries a signed token
 * naming it (tokens.ts). A second booking from the same address moves the first only from that
 * browser; from any other, the address is sent its links again instead (book.ts), so that
 * knowing someone's address is not enough to move their meeting.
 */

/** Over https a `__Host-` cookie (Secure, Path=/, no Domain), as the session's and the device cookie. */
export const holderCookieName = (secure: boolean) => (secure ? '__Host-medicore.demo' : 'medicore.demo')

/** HttpOnly, SameSite=Lax, Path=/, until the meeting starts: from then on it names no upcoming booking. */
export const holderCookieOptions = (secure: boolean, startsAt: number) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure, expires: new Date(startsAt) }) as const
