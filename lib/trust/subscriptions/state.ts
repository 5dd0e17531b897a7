/*
 * The subscription form's fields and answer, apart from its schema: the form in the browser needs
 * these, and importing them from schema.ts would bring zod along into the page's JavaScript.
 */

export const subscribeFields = ['email'] as const

/** What the subscription form shows after a submit. */
export type SubscribeState = {
  status: 'idle' | 'invalid' | 'sent' | 'error'
  message?: string
  errors?: Partial<Record<(typeof subscribeFields)[number], string>>
  values?: { email?: string }
}

export const initialSubscribeState: SubscribeState = { status: 'idle' }
