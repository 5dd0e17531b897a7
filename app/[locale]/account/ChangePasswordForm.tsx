'use client'

import { TextField } from '@/app/_components/forms/controls'
import { changePasswordAction } from '@/lib/auth/actions'
import { changePasswordFields } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, NewPasswordField } from '@/app/[locale]/users/_components/AccountFields'
import { AuthForm, useAuthForm } from '@/app/[locale]/users/_components/AuthForm'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadChangePasswordSchema = () =>
  import('@/lib/forms/change-password').then((module) => module.changePasswordSchema)

/** A signed-in visitor's new password; the current one is required. */
export function ChangePasswordForm() {
  const form = useAuthForm(loadChangePasswordSchema, {
    action: changePasswordAction,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fields: changePasswordFields,
  })
  const { field } = form

  return (
    <AuthForm form={form} statusId="change-password-status" submit="Change Password">
      <TextField
        {...field('currentPassword')}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordField {...field('password')} />
      <ConfirmPasswordField {...field('confirmPassword')} />
    </AuthForm>
  )
}
