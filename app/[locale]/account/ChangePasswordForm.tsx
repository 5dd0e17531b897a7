'use client'

import { TextField } from '@/app/_components/forms/controls'
import { changePasswordAction } from '@/lib/auth/actions'
import { changePasswordFields } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, Messages } from '@/lib/i18n/types'
import { ConfirmPasswordField, NewPasswordField } from '@/app/[locale]/users/_components/AccountFields'
import { AuthForm, useAuthForm } from '@/app/[locale]/users/_components/AuthForm'

type ChangePasswordFormProps = {
  locale: Locale
  /** The form's words, in the page's language (picked on the server). */
  text: FormText<Messages['account']['form']>
}

/** A signed-in visitor's new password; the current one is required. */
export function ChangePasswordForm({ locale, text }: ChangePasswordFormProps) {
  const { labels, validation } = text
  // zod and the schema load when the visitor reaches the form (see useZodForm).
  const form = useAuthForm(
    () => import('@/lib/forms/change-password').then((module) => module.changePasswordSchema(validation)),
    {
      action: changePasswordAction,
      defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
      fields: changePasswordFields,
      formBody: text.formBody,
    },
  )
  const { field } = form

  return (
    <AuthForm
      form={form}
      statusId="change-password-status"
      locale={locale}
      pendingMessage={text.pending}
      submit={labels.submit}
    >
      <TextField
        {...field('currentPassword')}
        label={labels.currentPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} />
      <ConfirmPasswordField {...field('confirmPassword')} label={labels.confirmPassword} />
    </AuthForm>
  )
}
