import type { ComponentProps, ReactNode } from 'react'
import { FormStatus, SubmitButton } from '@/app/_components/forms/controls'
import { useActionForm, type FormSchema } from '@/app/_components/forms/use-action-form'
import { initialAuthState, type AuthFormState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'

/** An account form's state: its server action's answers, starting from none. */
export function useAuthForm<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: Omit<Parameters<typeof useActionForm<S, AuthFormState>>[1], 'initialState'>,
) {
  return useActionForm(loadSchema, { ...options, initialState: initialAuthState })
}

/**
 * An account form: its fields, then its status region (what it is doing while pending, then
 * the server's answer) and its submit button.
 */
export function AuthForm({
  form: { formProps, state, pending, answered, focusStatus },
  statusId,
  pendingMessage = authMessages.sending,
  submit,
  children,
}: {
  form: {
    formProps: ComponentProps<'form'>
    state: AuthFormState
    pending: boolean
    answered: boolean
    focusStatus: boolean
  }
  statusId: string
  pendingMessage?: string
  submit: string
  children: ReactNode
}) {
  const message = pending ? pendingMessage : answered ? state.message : undefined
  return (
    <form {...formProps} className="space-y-5">
      {children}
      <FormStatus
        id={statusId}
        message={message}
        link={!pending && answered ? state.link : undefined}
        tone={pending ? 'info' : state.ok ? 'success' : 'error'}
        autoFocus={focusStatus && answered}
      />
      <SubmitButton pending={pending}>{submit}</SubmitButton>
    </form>
  )
}
