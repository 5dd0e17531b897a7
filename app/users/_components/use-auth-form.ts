import { useActionState, useState, type FormEvent } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type * as z from 'zod/mini'
import { useZodForm } from '@/app/_components/forms/use-zod-form'
import type { AuthOutcome } from '@/lib/auth'
import { initialAuthState, type AuthFormState } from '@/lib/auth/state'

type Options<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  /** The server action that answers a submit made without JavaScript. */
  action: (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>
  /** The integration point in lib/auth, called in the browser with the validated values. */
  submit: (values: z.output<S>) => Promise<AuthOutcome>
  defaultValues: DefaultValues<z.input<S>>
  fields: readonly Path<z.input<S>>[]
}

/**
 * An authentication form: validated in the browser with its lib/forms schema (loaded
 * when the visitor reaches the form), then
 * handed to the lib/auth integration point, with no request made. Without
 * JavaScript the same form posts to `action`, which runs the same schema and the
 * same integration point on the server.
 */
export function useAuthForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  options: Options<S>,
) {
  const { action, submit, fields } = options
  const [state, formAction] = useActionState(action, initialAuthState)
  const echoed = (state.values ?? {}) as DefaultValues<z.input<S>>
  const { form, preloadProps, errorOf, firstServerError, serverStateShown, dismissServerErrors } = useZodForm(
    loadSchema,
    {
      defaultValues: { ...options.defaultValues, ...echoed },
      state,
      fields,
    },
  )
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dismissServerErrors()
    setOutcome(null)
    return form.handleSubmit(async (values) => {
      const result = await submit(values)
      setOutcome(result)
      if (result.ok && result.redirectTo) window.location.assign(result.redirectTo)
    })(event)
  }

  const status =
    outcome ?? (serverStateShown && state.status === 'done' ? { ok: !!state.ok, message: state.message ?? '' } : null)
  return {
    form,
    formAction,
    preloadProps,
    onSubmit,
    errorOf,
    /** The field to focus when the page answers a submit made without JavaScript. */
    autoFocusField: firstServerError,
    status,
    /** True when this render answers a submit made without JavaScript. */
    answeredByServer: serverStateShown && state.status !== 'idle',
    values: state.values ?? {},
  }
}
