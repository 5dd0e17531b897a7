import { unstable_rethrow } from 'next/navigation'
import { startTransition, useActionState, useRef, type FormEvent } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { FieldErrors } from '@/lib/forms/parse'
import type { FormBodyMessages } from '@/lib/i18n/types'
import { useZodForm } from './use-zod-form'

export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>
type ActionState = {
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
  const known = said !== '' && [formBody.tooLarge, formBody.unreadable].includes(said)
  // Every form's state shows a message with a status that is neither idle nor invalid as its answer.
  return { ...previous, status: 'error', errors: undefined, message: known ? said : formBody.notSent } as State
}

/**
 * A form that always submits through its server action. With JavaScript, the browser first
 * checks the fields with the form's lib/forms schema (loaded when the visitor reaches the
 * form), then calls the action in a transition; one `pending` for the whole form, and a second
 * submit while it is pending does nothing. Without JavaScript the same <form> posts to the same
 * action, and the page comes back with its answer.
 */
export function useActionForm<S extends FormSchema, State extends ActionState>(
  loadSchema: () => Promise<S>,
  {
    action,
    initialState,
    defaultValues,
    fields,
    formBody,
    permalink,
  }: {
    action: (previous: Awaited<State>, formData: FormData) => Promise<State>
    initialState: Awaited<State>
    defaultValues: DefaultValues<z.input<S>>
    fields: readonly Path<z.input<S>>[]
    /** What to say when a submit never reached the action, in the form's language. */
    formBody: FormBodyMessages
    /**
     * The address of the form's page, with the query it reads: where the form posts without
     * JavaScript (given the action itself, React writes action="", which HTML forbids), and so
     * the page that answers.
     */
    permalink: string
  },
) {
  // Without JavaScript the <form> posts to the server action itself, and the page comes back with its answer.
  const [serverState, serverFormAction] = useActionState(action, initialState, permalink)
  // With JavaScript, submits go through this one, which turns a request that never reached the action into an answer.
  const [state, formAction, pending] = useActionState(async (previous: Awaited<State>, data: FormData) => {
    try {
      return await action(previous, data)
    } catch (error) {
      return notSent(previous, error, formBody)
    }
  }, serverState)
  const formRef = useRef<HTMLFormElement>(null)
  const zodForm = useZodForm(loadSchema, {
    defaultValues: { ...defaultValues, ...(state.values as DefaultValues<z.input<S>> | undefined) },
    state,
    fields,
  })
  const { form, preloadProps, dismissServerErrors, serverStateShown, firstServerError } = zodForm

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault()
    dismissServerErrors()
    return form.handleSubmit(() => {
      const data = new FormData(formRef.current!)
      startTransition(() => formAction(data))
    })(event)
  }

  return {
    ...zodForm,
    state,
    pending,
    /** Spread on the <form>. */
    formProps: { ref: formRef, action: serverFormAction, onSubmit, noValidate: true, ...preloadProps },
    /** The server's answer is on show (the visitor has not submitted again since). */
    answered: serverStateShown && state.status !== 'idle' && state.status !== 'invalid',
    /** The status region takes focus: a page that answers a submit made without JavaScript, with no field to fix. */
    focusStatus: serverStateShown && state.status !== 'idle' && !firstServerError,
  }
}
