/*
 * The forms' field names and bounds, without zod, so that the browser can have them at once
 * while the schemas (sign-in.ts, sign-up.ts, password-reset.ts, forgot-password.ts,
 * change-password.ts, contact.ts) load when a visitor starts on a form. Nothing here but
 * constants: every form page's JavaScript carries this module (contact-subject.ts is apart).
 */
export const PASSWORD_MIN = 8
/** Long enough for any password manager, short enough that hashing it is cheap. */
export const PASSWORD_MAX = 256
/** RFC 5321's limit for an address in a mail path. */
export const EMAIL_MAX = 254
export const NAME_MAX = 100
/** A passkey's name on /account ("Work laptop"). */
export const PASSKEY_NAME_MAX = 60

/** Field names as the specification gives them. */
export const signInFields = ['email', 'password', 'remember'] as const
export const signUpFields = ['name', 'email', 'password', 'confirmPassword'] as const
export const passwordResetFields = ['password', 'password_confirm', 'logout_devices'] as const
/** Our own where the specification is silent: the reset request and the account page's password change. */
export const forgotPasswordFields = ['email'] as const
export const changePasswordFields = ['currentPassword', 'password', 'confirmPassword'] as const
/** Hidden fields: the plan chosen on the pricing page, the token of a reset link. */
export const PLAN_FIELD = 'plan'
export const TOKEN_FIELD = 'token'
/** Hidden field of every form: the language of the page it is on, so that the server answers in it. */
export const LOCALE_FIELD = 'locale'
export const contactFields = ['name', 'email', 'subject', 'message'] as const

export const contactBounds = { name: NAME_MAX, email: EMAIL_MAX, subject: 150, message: 5000 } as const

/**
 * The contact form's hidden field that people never see and bots fill in. Named like
 * a field a form might really have, so that a bot does not skip it.
 */
export const HONEYPOT_FIELD = 'website'
