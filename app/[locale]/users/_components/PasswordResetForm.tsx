'use client'

import { CheckboxField } from '@/app/_components/forms/controls'
import { passwordResetAction } from '@/lib/auth/actions'
import { passwordResetFields, TOKEN_FIELD } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, Messages } from '@/lib/i18n/types'
import { ConfirmPasswordField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

type PasswordResetFormProps = {
  locale: Locale
  /** The form's words, in the page's language (picked on the server). */
  text: FormText<Messages['passwordReset']['form']>
  /** From the link in the reset mail. */
  token: string
}

/** The specification's Reset Password card. */
export function PasswordResetForm({ locale, text, token }: PasswordResetFormProps) {
  const { labels, validation } = text
  // zod and the schema load when the visitor reaches the form (see useZodForm).
  const form = useAuthForm(
    () => import('@/lib/forms/password-reset').then((module) => module.passwordResetSchema(validation)),
    {
      action: passwordResetAction,
      defaultValues: { password: '', password_confirm: '', logout_devices: false },
      fields: passwordResetFields,
      formBody: text.formBody,
    },
  )
  const { field, checkbox } = form

  return (
    <AuthForm
      form={form}
      statusId="password-reset-status"
      locale={locale}
      pendingMessage={text.pending}
      submit={labels.submit}
    >
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <NewPasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} />
      <ConfirmPasswordField {...field('password_confirm')} label={labels.confirmPassword} />
      <CheckboxField {...checkbox('logout_devices')} label={labels.logoutDevices} />
    </AuthForm>
  )
}
