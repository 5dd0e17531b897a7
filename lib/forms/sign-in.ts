import * as z from 'zod/mini'
import { checkbox, email, password } from './rules'

export { signInFields } from './names-and-limits'

/** /users/sign-in. Field names as in the specification: email, password, remember. */
export const signInSchema = z.object({
  email: email(),
  password: password(),
  remember: checkbox(),
})
