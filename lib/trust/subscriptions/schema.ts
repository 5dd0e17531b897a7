import * as z from 'zod/mini'
import type { ValidationMessages } from '../../i18n/types'
import { email } from '../../forms/rules'

/** The subscription form's one field, in the language of `m`: the action checks it with this schema. */
export const subscribeSchema = (m: ValidationMessages) => z.object({ email: email(m) })
