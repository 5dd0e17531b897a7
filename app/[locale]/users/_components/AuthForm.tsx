import type { ComponentProps, ReactNode } from 'react'
import { FormStatus, SubmitButton } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useActionForm, type FormSchema } from '@/lib/components/forms/use-action-form'
import { initialAuthState, type AuthFormState } from '@/lib/auth/state'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, ValidationMessages } from '@/lib/i18n/types'

/** What every account form gets from its card: its page's language and its words in it (picked on the server). */
export type AuthFormProps<Labels> = {
  locale: Locale
  text: FormText<Labels>
  /** The address of the form's page (see useActionForm). */
  permalink: string
}

/**
 * An account form's state: its server action's answers, starting from none. The schema is
 * built with the form's validation messages; zod and the schema load when the visitor reaches
 * the form (see useZodForm).
 */
export function useAuthForm<Labels extends { submit: string }, S extends FormSchema>(
  { locale, text, permalink }: AuthFormProps<Labels>,
  loadSchema: (validation: ValidationMessages) => Promise<S>,
  options: Omit<Parameters<typeof useActionForm<S, AuthFormState>>[1], 'initialState' | 'formBody' | 'permalink'>,
) {
  const form = useActionForm(() => loadSchema(text.validation), {
    ...options,
    initialState: initialAuthState,
    formBody: text.formBody,
    permalink,
  })
  return { ...form, locale, text, labels: text.labels }
}

/**
 * An account form: its language (a hidden field, for the server action), its fields, then its
 * status region (what it is doing while pending, then the server's answer) and its submit button.
 */
export function AuthForm({
  form: { formProps, state, pending, answered, focusStatus, locale, text },
  statusId,
  children,
}: {
  form: {
    formProps: ComponentProps<'form'>
    state: AuthFormState
    pending: boolean
    answered: boolean
    focusStatus: boolean
    locale: Locale
    text: Pick<FormText<{ submit: string }>, 'labels' | 'pending'>
  }
  statusId: string
  children: ReactNode
}) {
  const message = pending ? text.pending : answered ? state.message : undefined
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
      <SubmitButton pending={pending}>{text.labels.submit}</SubmitButton>
    </form>
  )
}
