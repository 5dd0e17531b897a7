'use client'

import { CheckboxField } from '@/app/_components/forms/controls'
import { passwordResetAction } from '@/lib/auth/actions'
import { passwordResetFields, TOKEN_FIELD } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadPasswordResetSchema = () => import('@/lib/forms/password-reset').then((module) => module.passwordResetSchema)

/** The specification's Reset Password card; `token` comes from the link in the reset mail. */
export function PasswordResetForm({ token }: { token: string }) {
  const form = useAuthForm(loadPasswordResetSchema, {
    action: passwordResetAction,
    defaultValues: { password: '', password_confirm: '', logout_devices: false },
    fields: passwordResetFields,
  })
  const { field, checkbox } = form

  return (
    <AuthForm form={form} statusId="password-reset-status" submit="Reset Password">
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <NewPasswordField {...field('password')} />
      <ConfirmPasswordField {...field('password_confirm')} />
      <CheckboxField {...checkbox('logout_devices')} label="Logout all devices" />
    </AuthForm>
  )
}
