import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { FieldErrors } from '@/lib/forms/parse'
import { fieldPropsFor } from './field-props'

type Schema = z.ZodMiniType<FieldValues, FieldValues>
type ServerState = { errors?: FieldErrors; values?: Partial<Record<string, unknown>> }

/**
 * A react-hook-form resolver for a lib/forms schema that loads the schema (and zod)
 * only when needed: on the visitor's first focus in the form, or at the latest on
 * submit. zod is the largest part of a form's JavaScript, and a visitor who only
 * reads the page never needs it. Should it fail to load (a flaky connection), the
 * values pass unchecked to the server, which validates them with the same schema.
 */
function lazyZodResolver<S extends Schema>(load: () => Promise<S>) {
  type Values = z.input<S>
  let ready: Promise<Resolver<Values, unknown, z.output<S>>> | undefined
  const get = () =>
    (ready ??= load()
      .then((schema) => zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<S>>)
      .catch((error: unknown) => {
        ready = undefined
        throw error
      }))
  const resolver: Resolver<Values, unknown, z.output<S>> = async (values, context, options) => {
    let resolve: Resolver<Values, unknown, z.output<S>>
    try {
      resolve = await get()
    } catch {
      return { values: values as z.output<S>, errors: {} }
    }
    return resolve(values, context, options)
  }
  return { resolver, preload: () => void get().catch(() => undefined) }
}

/**
 * react-hook-form with one of lib/forms' zod schemas, plus the errors a server action
 * returned. In the browser the schema runs on submit and again on every change after
 * that, and focus moves to the first invalid field. The server's errors (a submit
 * made before the page's JavaScript loaded, or one the server refused) show until the
 * next submit; the first of them takes focus.
 */
export function useZodForm<S extends Schema>(
  loadSchema: () => Promise<S>,
  {
    defaultValues,
    state,
    fields,
  }: { defaultValues: DefaultValues<z.input<S>>; state: ServerState; fields: readonly Path<z.input<S>>[] },
) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema))
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })

  // The server state whose errors the visitor has moved past by submitting again.
  const [dismissed, setDismissed] = useState<ServerState | null>(null)
  const serverStateShown = dismissed !== state
  const serverErrors: FieldErrors = (serverStateShown && state.errors) || {}
  const firstServerError = fields.find((field) => serverErrors[field])

  const { setFocus } = form
  useEffect(() => {
    if (firstServerError) setFocus(firstServerError)
  }, [state, firstServerError, setFocus])

  const { errors } = form.formState
  /** The message to show under a field: the browser's own check first, then the server's. */
  const errorOf = (field: Path<z.input<S>>): string | undefined =>
    (errors[field]?.message as string | undefined) ?? serverErrors[field]
  const { field, checkbox } = fieldPropsFor<z.input<S>>({
    register: form.register,
    errorOf,
    focus: firstServerError,
    echoed: state.values ?? {},
  })
  return {
    form,
    /** Spread on the <form>: starts loading the schema when the visitor reaches the form. */
    preloadProps: { onFocus: preload, onPointerDown: preload },
    /** Props for a text field and for a checkbox (see field-props.ts). */
    field,
    checkbox,
    firstServerError,
    /** False once the visitor submits again, until the server answers anew. */
    serverStateShown,
    dismissServerErrors: () => setDismissed(state),
  }
}
