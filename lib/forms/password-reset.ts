import * as z from 'zod/mini'
import { messages } from './messages'
import { checkbox, confirmation, newPassword, passwordsMatch } from './rules'

export { passwordResetFields } from './names-and-limits'

/** /users/password-reset. Field names as in the specification: password, password_confirm, logout_devices. */
export const passwordResetSchema = z
  .object({
    password: newPassword(),
    password_confirm: confirmation(messages.confirmNewPassword),
    logout_devices: checkbox(),
  })
  .check(passwordsMatch('password', 'password_confirm'))
