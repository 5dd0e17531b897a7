'use client'

import { forgotPasswordAction } from '@/lib/auth/actions'
import { forgotPasswordFields } from '@/lib/forms/names-and-limits'
import { EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadForgotPasswordSchema = () =>
  import('@/lib/forms/forgot-password').then((module) => module.forgotPasswordSchema)

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useAuthForm(loadForgotPasswordSchema, {
    action: forgotPasswordAction,
    defaultValues: { email: '' },
    fields: forgotPasswordFields,
  })

  return (
    <AuthForm form={form} statusId="forgot-password-status" submit="Send Reset Link">
      <EmailAddressField {...form.field('email')} />
    </AuthForm>
  )
}
