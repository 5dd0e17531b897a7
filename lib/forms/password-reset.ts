import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import type { PasswordContext } from './password-policy'
import { checkbox, confirmation, newPassword, passwordsMatch } from './rules'

export { passwordResetFields } from './account-fields'

/** /users/password-reset, in the language of `m`. Field names as in the specification: password, password_confirm, logout_devices. */
export const passwordResetSchema = (m: ValidationMessages, policy: Pick<PasswordContext, 'isCommon'> = {}) =>
  z
    .object({
      password: newPassword(m, policy),
      password_confirm: confirmation(m.confirmNewPassword),
      logout_devices: checkbox(),
    })
    .check(passwordsMatch(m, 'password', 'password_confirm'))
