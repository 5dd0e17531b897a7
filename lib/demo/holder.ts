import { siteCookieName, siteCookieOptions } from '../site-cookie'

/*
 * The holder's cookie: the browser that made a booking (or last moved it) carries a signed token
 * naming it (tokens.ts). A second booking from the same address moves the first only from that
 * browser; from any other, the address is sent its links again instead (book.ts), so that
 * knowing someone's address is not enough to move their meeting.
 */

export const holderCookieName = (secure: boolean) => siteCookieName('medicore.demo', secure)

/** Until the meeting starts: from then on it names no upcoming booking. */
export const holderCookieOptions = (secure: boolean, startsAt: number) => ({
  ...siteCookieOptions(secure),
  expires: new Date(startsAt),
})
