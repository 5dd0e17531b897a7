import type { demoFields } from '../forms/demo-fields'
import type { FieldErrors } from '../forms/parse'

export type DemoField = (typeof demoFields)[number]

/**
 * What the booking form (and a move link's form) shows after a submit; returned by the server
 * action, so also what a visitor without JavaScript sees. `values` keeps what was typed when the
 * booking did not happen; `nearest`, the free times nearest to one just taken or not offered (ms since the epoch).
 */
export type DemoFormState = {
  status: 'idle' | 'invalid' | 'booked' | 'taken' | 'unavailable' | 'resent' | 'error' | 'cancelled' | 'expired'
  message?: string
  errors?: FieldErrors<DemoField>
  values?: Partial<Record<DemoField, string>>
  nearest?: number[]
}

export const initialDemoState: DemoFormState = { status: 'idle' }
