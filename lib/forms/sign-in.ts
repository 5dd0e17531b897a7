import * as z from 'zod/mini'
import type { ValidationMessages } from '../i18n/types'
import { checkbox, email, password } from './rules'

export { signInFields } from './account-fields'

/** /users/sign-in, in the language of `m`. Field names as in the specification: email, password, remember. */
export const signInSchema = (m: ValidationMessages) =>
  z.object({
    email: email(m),
    password: password(m),
    remember: checkbox(),
  })
