'use client'

import { SubmitButton, TextField } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { changePasswordAction } from '@/lib/auth/actions'
import { initialAuthState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'
import { changePasswordFields } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, NewPasswordField } from '@/app/users/_components/AccountFields'
import { AuthFormStatus } from '@/app/users/_components/AuthFormStatus'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadChangePasswordSchema = () =>
  import('@/lib/forms/change-password').then((module) => module.changePasswordSchema)

/** A signed-in visitor's new password; the current one is required. */
export function ChangePasswordForm() {
  const form = useActionForm(loadChangePasswordSchema, {
    action: changePasswordAction,
    initialState: initialAuthState,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fields: changePasswordFields,
  })
  const { formProps, field, pending } = form

  return (
    <form {...formProps} className="space-y-5">
      <TextField
        {...field('currentPassword')}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordField {...field('password')} />
      <ConfirmPasswordField {...field('confirmPassword')} />
      <AuthFormStatus id="change-password-status" form={form} pendingMessage={authMessages.sending} />
      <SubmitButton pending={pending}>Change Password</SubmitButton>
    </form>
  )
}
