import { startTransition, useRef, type FormEvent } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { FormBodyMessages } from '@/lib/i18n/types'
import { useActionAnswer, type ActionState } from './use-action-answer'
import { useZodForm } from './use-zod-form'

export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>

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
  const { serverFormAction, state, formAction, pending } = useActionAnswer(action, initialState, {
    permalink,
    formBody,
  })
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
