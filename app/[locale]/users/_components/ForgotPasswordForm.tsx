'use client'

import { forgotPasswordAction } from '@/lib/auth/actions'
import { forgotPasswordFields } from '@/lib/forms/account-fields'
import type { Messages } from '@/lib/i18n/types'
import { EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm, type AuthFormProps } from './AuthForm'

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm(props: AuthFormProps<Messages['forgotPassword']['form']>) {
  const form = useAuthForm(
    props,
    (validation) => import('@/lib/forms/forgot-password').then((module) => module.forgotPasswordSchema(validation)),
    {
      action: forgotPasswordAction,
      defaultValues: { email: '' },
      fields: forgotPasswordFields,
    },
  )

  return (
    <AuthForm form={form} statusId="forgot-password-status">
      <EmailAddressField {...form.field('email')} label={form.labels.email} />
    </AuthForm>
  )
}
