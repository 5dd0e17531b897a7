'use client'

import { CheckboxField } from '@/lib/components/forms/CheckboxField'
import { passwordResetAction } from '@/lib/auth/actions'
import { passwordResetFields, TOKEN_FIELD } from '@/lib/forms/account-fields'
import type { Messages } from '@/lib/i18n/types'
import { ConfirmPasswordField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm, type AuthFormProps } from './AuthForm'

/** The specification's Reset Password card; `token` comes from the link in the reset mail. */
export function PasswordResetForm({
  token,
  ...props
}: AuthFormProps<Messages['passwordReset']['form']> & { token: string }) {
  const form = useAuthForm(
    props,
    (validation) => import('@/lib/forms/password-reset').then((module) => module.passwordResetSchema(validation)),
    {
      action: passwordResetAction,
      defaultValues: {
        password: '',
        password_confirm: '',
        logout_devices: false,
      },
      fields: passwordResetFields,
    },
  )
  const { field, checkbox, labels } = form

  return (
    <AuthForm form={form} statusId="password-reset-status">
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <NewPasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} />
      <ConfirmPasswordField {...field('password_confirm')} label={labels.confirmPassword} />
      <CheckboxField {...checkbox('logout_devices')} label={labels.logoutDevices} />
    </AuthForm>
  )
}
