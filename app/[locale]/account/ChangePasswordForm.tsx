'use client'

import { changePasswordAction } from '@/lib/auth/actions'
import { changePasswordFields } from '@/lib/forms/account-fields'
import type { Messages } from '@/lib/i18n/types'
import {
  ConfirmPasswordField,
  CurrentPasswordField,
  NewPasswordField,
} from '@/app/[locale]/users/_components/AccountFields'
import { AuthForm, useAuthForm, type AuthFormProps } from '@/app/[locale]/users/_components/AuthForm'

/** A signed-in visitor's new password; the current one is required. */
export function ChangePasswordForm(props: AuthFormProps<Messages['account']['form']>) {
  const form = useAuthForm(
    props,
    (validation) => import('@/lib/forms/change-password').then((module) => module.changePasswordSchema(validation)),
    {
      action: changePasswordAction,
      defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
      fields: changePasswordFields,
    },
  )
  const { field, labels } = form

  return (
    <AuthForm form={form} statusId="change-password-status">
      <CurrentPasswordField {...field('currentPassword')} label={labels.currentPassword} />
      <NewPasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} />
      <ConfirmPasswordField {...field('confirmPassword')} label={labels.confirmPassword} />
    </AuthForm>
  )
}
