/*
 * The account forms' field names and bounds, without zod (see names-and-limits.ts). Apart from the
 * site's forms' names, so that the contact and demo pages' JavaScript carries none of these.
 */
export const PASSWORD_MIN = 8
/** Long enough for any password manager, short enough that hashing it is cheap. */
export const PASSWORD_MAX = 256
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
