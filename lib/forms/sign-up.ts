import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { NAME_MAX } from './names-and-limits'
import { confirmation, email, newPassword, passwordsMatch, text } from './rules'

export { signUpFields } from './names-and-limits'

/** /users/sign-up, in the language of `m`. Field names as in the specification: name, email, password, confirmPassword. */
export const signUpSchema = (m: ValidationMessages) =>
  z
    .object({
      name: text(m, { field: 'name', max: NAME_MAX, required: m.nameRequired }),
      email: email(m),
      password: newPassword(m),
      confirmPassword: confirmation(m.confirmPassword),
    })
    .check(passwordsMatch(m, 'password', 'confirmPassword'))
