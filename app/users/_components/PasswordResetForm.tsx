'use client'

import { CheckboxField, SubmitButton } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { passwordResetAction } from '@/lib/auth/actions'
import { initialAuthState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'
import { passwordResetFields, TOKEN_FIELD } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, NewPasswordField } from './AccountFields'
import { AuthFormStatus } from './AuthFormStatus'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadPasswordResetSchema = () => import('@/lib/forms/password-reset').then((module) => module.passwordResetSchema)

/** The specification's Reset Password card; `token` comes from the link in the reset mail. */
export function PasswordResetForm({ token }: { token: string }) {
  const form = useActionForm(loadPasswordResetSchema, {
    action: passwordResetAction,
    initialState: initialAuthState,
    defaultValues: { password: '', password_confirm: '', logout_devices: false },
    fields: passwordResetFields,
  })
  const { formProps, field, checkbox, pending } = form

  return (
    <form {...formProps} className="space-y-5">
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <NewPasswordField {...field('password')} />
      <ConfirmPasswordField {...field('password_confirm')} />
      <CheckboxField {...checkbox('logout_devices')} label="Logout all devices" />
      <AuthFormStatus id="password-reset-status" form={form} pendingMessage={authMessages.sending} />
      <SubmitButton pending={pending}>Reset Password</SubmitButton>
    </form>
  )
}
