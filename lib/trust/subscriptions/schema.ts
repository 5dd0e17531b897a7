import * as z from 'zod/mini'
import type { ValidationMessages } from '../../i18n/types'
import { email } from '../../forms/rules'

/** The subscription form's one field, in the language of `m`: the same schema in the browser and the action. */
export const subscribeSchema = (m: ValidationMessages) => z.object({ email: email(m) })

export const subscribeFields = ['email'] as const

/** What the subscription form shows after a submit. */
export type SubscribeState = {
  status: 'idle' | 'invalid' | 'sent' | 'error'
  message?: string
  errors?: Partial<Record<(typeof subscribeFields)[number], string>>
  values?: { email?: string }
}

export const initialSubscribeState: SubscribeState = { status: 'idle' }
