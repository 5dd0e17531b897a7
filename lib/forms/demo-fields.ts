import { EMAIL_MAX, NAME_MAX } from './names-and-limits'

/* /demo's field names and choices, without zod: the browser has them at once (see names-and-limits.ts). */

export const demoFields = ['slot', 'name', 'email', 'organization', 'role', 'size', 'phone', 'note'] as const
export const demoRoles = ['hospital', 'clinic', 'doctor', 'nurse', 'lab', 'other'] as const
export const demoSizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export const demoBounds = { name: NAME_MAX, email: EMAIL_MAX, organization: 150, note: 2000 } as const

/** The hidden field with the zone the visitor saw the times in. */
export const TIME_ZONE_FIELD = 'timeZone'
/** The hidden field with a move link's token (/demo/booking). */
export const BOOKING_TOKEN_FIELD = 'token'
