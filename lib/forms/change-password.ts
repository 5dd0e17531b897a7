import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import type { PasswordContext } from './password-policy'
import { confirmation, newPassword, password, passwordsMatch } from './rules'

export { changePasswordFields } from './account-fields'

/** The account page's password change, in the language of `m`: the current password, then the new one twice. */
export const changePasswordSchema = (m: ValidationMessages, policy: Pick<PasswordContext, 'isCommon'> = {}) =>
  z
    .object({
      currentPassword: password(m),
      password: newPassword(m, policy),
      confirmPassword: confirmation(m.confirmNewPassword),
    })
    .check(passwordsMatch(m, 'password', 'confirmPassword'))
