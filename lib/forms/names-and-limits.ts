/*
 * The site's forms' field names and bounds, without zod, so that the browser can have them at once
 * while the schemas (contact.ts and the others) load when a visitor starts on a form. Nothing here
 * but constants: every form page's JavaScript carries this module. The account forms' names are in
 * account-fields.ts, /demo's in demo-fields.ts, contact-subject.ts is apart.
 */
/** RFC 5321's limit for an address in a mail path. */
export const EMAIL_MAX = 254
export const NAME_MAX = 100

/** Hidden field of every form: the language of the page it is on, so that the server answers in it. */
export const LOCALE_FIELD = 'locale'
export const contactFields = ['name', 'email', 'subject', 'message'] as const

export const contactBounds = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  subject: 150,
  message: 5000,
} as const

/**
 * The contact form's hidden field that people never see and bots fill in. Named like
 * a field a form might really have, so that a bot does not skip it.
 */
export const HONEYPOT_FIELD = 'website'
