import { startTransition, useActionState, useRef, type FormEvent } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { FieldErrors } from '@/lib/forms/parse'
import { useZodForm } from './use-zod-form'

type Schema = z.ZodMiniType<FieldValues, FieldValues>
type ActionState = { status: string; errors?: FieldErrors; values?: Partial<Record<string, unknown>> }

/**
 * A form that always submits through its server action. With JavaScript, the browser first
 * checks the fields with the form's lib/forms schema (loaded when the visitor reaches the
 * form), then calls the action in a transition; one `pending` for the whole form, and a second
 * submit while it is pending does nothing. Without JavaScript the same <form> posts to the same
 * action, and the page comes back with its answer.
 */
export function useActionForm<S extends Schema, State extends ActionState>(
  loadSchema: () => Promise<S>,
  {
    action,
    initialState,
    defaultValues,
    fields,
  }: {
    action: (previous: Awaited<State>, formData: FormData) => Promise<State>
    initialState: Awaited<State>
    defaultValues: DefaultValues<z.input<S>>
    fields: readonly Path<z.input<S>>[]
  },
) {
  const [state, formAction, pending] = useActionState(action, initialState)
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
    formProps: { ref: formRef, action: formAction, onSubmit, noValidate: true, ...preloadProps },
    /** The server's answer is on show (the visitor has not submitted again since). */
    answered: serverStateShown && state.status !== 'idle' && state.status !== 'invalid',
    /** The status region takes focus: a page that answers a submit made without JavaScript, with no field to fix. */
    focusStatus: serverStateShown && state.status !== 'idle' && !firstServerError,
  }
}
