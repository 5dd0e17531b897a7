import * as z from 'zod/mini'
import { messages } from './messages'
import { confirmation, newPassword, password, passwordsMatch } from './rules'

export { changePasswordFields } from './names-and-limits'

/** The account page's password change: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: password(),
    password: newPassword(),
    confirmPassword: confirmation(messages.confirmNewPassword),
  })
  .check(passwordsMatch('password', 'confirmPassword'))
