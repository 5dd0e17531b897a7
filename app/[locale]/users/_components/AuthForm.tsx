import type { ComponentProps, ReactNode } from 'react'
import { FormStatus, SubmitButton } from '@/app/_components/forms/controls'
import { LocaleField } from '@/app/_components/forms/LocaleField'
import { useActionForm, type FormSchema } from '@/app/_components/forms/use-action-form'
import { initialAuthState, type AuthFormState } from '@/lib/auth/state'
import type { Locale } from '@/lib/i18n/locales'

/** An account form's state: its server action's answers, starting from none. */
export function useAuthForm<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: Omit<Parameters<typeof useActionForm<S, AuthFormState>>[1], 'initialState'>,
) {
  return useActionForm(loadSchema, { ...options, initialState: initialAuthState })
}

/**
 * An account form: its language (a hidden field, for the server action), its fields, then its
 * status region (what it is doing while pending, then the server's answer) and its submit button.
 */
export function AuthForm({
  form: { formProps, state, pending, answered, focusStatus },
  statusId,
  locale,
  pendingMessage,
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
  locale: Locale
  pendingMessage: string
  submit: string
  children: ReactNode
}) {
  const message = pending ? pendingMessage : answered ? state.message : undefined
  return (
    <form {...formProps} className="space-y-5">
      <LocaleField locale={locale} />
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
