import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { NAME_MAX } from './names-and-limits'
import type { PasswordContext } from './password-policy'
import { confirmation, email, newPassword, notFromAddress, passwordsMatch, text } from './rules'

export { signUpFields } from './account-fields'

/**
 * /users/sign-up, in the language of `m`. Field names as in the specification: name, email, password,
 * confirmPassword. `policy`: the server's breached-password list (password-policy.ts).
 */
export const signUpSchema = (m: ValidationMessages, policy: Pick<PasswordContext, 'isCommon'> = {}) =>
  z
    .object({
      name: text(m, { field: 'name', max: NAME_MAX, required: m.nameRequired }),
      email: email(m),
      password: newPassword(m, policy),
      confirmPassword: confirmation(m.confirmPassword),
    })
    .check(passwordsMatch(m, 'password', 'confirmPassword'), notFromAddress(m, 'password', 'email'))
