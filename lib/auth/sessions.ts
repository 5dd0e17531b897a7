/*
 * How long a session lasts. The cookie of a session without Remember Me has no Expires or
 * Max-Age, so it ends with the browser; the server ends it after SHORT_SESSION_SECONDS even if
 * the browser stays open. With Remember Me the cookie and the session last 30 days, renewed
 * (a sliding window) at most once every SESSION_RENEW_SECONDS while the visitor comes back.
 */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60
export const SHORT_SESSION_SECONDS = 12 * 60 * 60
export const SESSION_RENEW_SECONDS = 24 * 60 * 60

/** A password reset link works once, for this long. */
export const RESET_TOKEN_SECONDS = 60 * 60
