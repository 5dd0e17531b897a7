import * as z from 'zod/mini'
import { NAME_MAX } from './names-and-limits'
import { messages } from './messages'
import { confirmation, email, newPassword, passwordsMatch, text } from './rules'

export { signUpFields } from './names-and-limits'

/** /users/sign-up. Field names as in the specification: name, email, password, confirmPassword. */
export const signUpSchema = z
  .object({
    name: text({ label: 'Name', max: NAME_MAX, required: messages.nameRequired }),
    email: email(),
    password: newPassword(),
    confirmPassword: confirmation(messages.confirmPassword),
  })
  .check(passwordsMatch('password', 'confirmPassword'))
