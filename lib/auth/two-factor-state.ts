/**
 * What a two-step form shows after a submit (two-factor-actions.ts), with JavaScript or without:
 * its answer, which field it is about, and, once, the recovery codes of an account that has just
 * turned two-step sign-in on. Nothing typed comes back.
 */
export type TwoStepFormState = {
  status: 'idle' | 'done'
  ok?: boolean
  message?: string
  /** The field the answer is about, to mark it and lead the visitor to it. */
  field?: 'code' | 'password'
  link?: { href: string; label: string }
  recoveryCodes?: string[]
}

export const initialTwoStepState: TwoStepFormState = { status: 'idle' }

/** The code step's and the settings' field names. */
export const TWO_STEP_FIELDS = { code: 'code', password: 'password', trust: 'trust' } as const
