import { useActionState } from 'react'
import type { TwoStepFormState } from '@/lib/auth/two-factor-state'
import { initialTwoStepState } from '@/lib/auth/two-factor-state'

/**
 * A small form that posts to a server action answering with a state, with or without JavaScript
 * and with no field checks in the browser: the server checks and answers. Without JavaScript the
 * form posts to the page's own address (its permalink; given the action itself, React writes
 * action="", which HTML forbids), and the page comes back with the answer.
 */
export function useAnswerForm(
  action: (previous: TwoStepFormState, formData: FormData) => Promise<TwoStepFormState>,
  permalink: string,
) {
  const [state, formAction, pending] = useActionState(action, initialTwoStepState, permalink)
  return { state, formAction, pending, answered: state.status === 'done' }
}
