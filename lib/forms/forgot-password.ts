import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { email } from './rules'

export { forgotPasswordFields } from './account-fields'

/** /users/forgot-password, in the language of `m`: the address to send a reset link to. */
export const forgotPasswordSchema = (m: ValidationMessages) => z.object({ email: email(m) })
