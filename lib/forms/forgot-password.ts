import * as z from 'zod/mini'
import { email } from './rules'

export { forgotPasswordFields } from './names-and-limits'

/** /users/forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: email() })
