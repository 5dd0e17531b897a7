'use client'

import { SubmitButton } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { forgotPasswordAction } from '@/lib/auth/actions'
import { initialAuthState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'
import { forgotPasswordFields } from '@/lib/forms/names-and-limits'
import { EmailAddressField } from './AccountFields'
import { AuthFormStatus } from './AuthFormStatus'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadForgotPasswordSchema = () =>
  import('@/lib/forms/forgot-password').then((module) => module.forgotPasswordSchema)

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useActionForm(loadForgotPasswordSchema, {
    action: forgotPasswordAction,
    initialState: initialAuthState,
    defaultValues: { email: '' },
    fields: forgotPasswordFields,
  })
  const { formProps, field, pending } = form

  return (
    <form {...formProps} className="space-y-5">
      <EmailAddressField {...field('email')} />
      <AuthFormStatus id="forgot-password-status" form={form} pendingMessage={authMessages.sending} />
      <SubmitButton pending={pending}>Send Reset Link</SubmitButton>
    </form>
  )
}
