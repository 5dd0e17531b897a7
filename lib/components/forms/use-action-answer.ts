import { unstable_rethrow } from 'next/navigation'
import { useActionState } from 'react'
import type { FieldErrors } from '@/lib/forms/parse'
import type { FormBodyMessages } from '@/lib/i18n/types'

/** What every form's server action answers with. */
export type ActionState = {
  status: string
  message?: string
  errors?: FieldErrors
  values?: Partial<Record<string, unknown>>
}

/*
 * A call that never reached the action: the server refused the request (lib/forms/body-guard.ts
 * answers with one of its messages, which Next's client raises as the error), or the connection
 * failed. The visitor reads why in the form (in its language: the server's refusal is in the
 * language of the page's address), and keeps what they typed.
 */
function notSent<State extends ActionState>(previous: State, error: unknown, formBody: FormBodyMessages): State {
  unstable_rethrow(error)
  const said = error instanceof Error ? error.message : ''
  const known = said !== '' && [formBody.tooLarge, formBody.unreadable, formBody.outdated].includes(said)
  // Every form's state shows a message with a status that is neither idle nor invalid as its answer.
  return { ...previous, status: 'error', errors: undefined, message: known ? said : formBody.notSent } as State
}

/**
 * A form's server action, twice: without JavaScript the <form> posts to the action itself (at its
 * page's permalink), and the page comes back with its answer, `serverState`; with JavaScript,
 * submits go through `formAction`, which turns a request that never reached the action into an
 * answer in the form's language (`formBody`).
 */
export function useActionAnswer<State extends ActionState>(
  action: (previous: Awaited<State>, formData: FormData) => Promise<State>,
  initialState: Awaited<State>,
  { permalink, formBody }: { permalink: string; formBody: FormBodyMessages },
) {
  const [serverState, serverFormAction] = useActionState(action, initialState, permalink)
  const [state, formAction, pending] = useActionState(async (previous: Awaited<State>, data: FormData) => {
    try {
      return await action(previous, data)
    } catch (error) {
      return notSent(previous, error, formBody)
    }
  }, serverState)
  return { serverState, serverFormAction, state, formAction, pending }
}
